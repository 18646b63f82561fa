import { describe, expect, it } from "vitest";

import routes from "~/routes";

import { API_ERROR_CODES } from "./api-error-codes";
import { API_SCOPES } from "./api-scopes";
import { type JsonSchema, openApiDocument, type OpenApiOperation } from "./openapi";
import { resolveRef, schemaProblems } from "./openapi-conformance";

// No OpenAPI validator is a dependency of the project, so the document is checked here by
// hand against the rules of OpenAPI 3.1 it could break, and against the route config: an
// /api/v1 route the document does not describe fails this test.

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

function flatten(entries: readonly RouteEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path: own, file: entry.file }, ...flatten(entry.children ?? [], own)];
  });
}

const document = openApiDocument();
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operation: operation as OpenApiOperation,
  })),
);

/** Every $ref string anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
    );
  }
  return [];
}

const deref = (node: JsonSchema): JsonSchema =>
  typeof node.$ref === "string" ? deref(resolveRef(document, node.$ref)) : node;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with a title and version, and survives JSON as it is", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).not.toBe("");
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("describes every route registered under /api/v1, and no address that is not one", () => {
    const registered = flatten(routes as RouteEntry[])
      .filter(({ path }) => path.startsWith("api/v1/") && !path.endsWith("*"))
      .map(({ path }) => `/${path.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    expect(registered.length).toBeGreaterThan(2);
    expect(Object.keys(document.paths).sort()).toEqual(registered.sort());
  });

  it("sends any other /api/v1 address to the JSON 404 route", () => {
    const splat = flatten(routes as RouteEntry[]).find(({ path }) => path === "api/v1/*");
    expect(splat?.file).toBe("routes/api.v1.$.ts");
  });

  it("resolves every reference", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(() => resolveRef(document, ref), ref).not.toThrow();
  });

  it("gives each operation a unique id, known methods, responses with descriptions", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(METHODS, where).toContain(method);
      expect(operation.summary, where).not.toBe("");
      expect(Object.keys(operation.responses).length, where).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status, where).toMatch(/^([1-5][0-9]{2}|default)$/);
        expect(typeof deref(response).description, `${where} ${status}`).toBe("string");
      }
    }
  });

  it("declares every path parameter, required, in the path", () => {
    for (const { path, operation } of operations) {
      const named = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .map(deref)
        .filter((parameter) => parameter.in === "path");
      expect(declared.map((parameter) => parameter.name).sort(), path).toEqual(named.sort());
      for (const parameter of declared) expect(parameter.required, path).toBe(true);
      for (const parameter of (operation.parameters ?? []).map(deref)) {
        expect(["query", "header", "path", "cookie"], path).toContain(parameter.in);
        expect(parameter.schema, path).toBeTypeOf("object");
      }
    }
  });

  it("names the bearer scheme and only known scopes; protected operations answer 401 and 403", () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    for (const scope of API_SCOPES) {
      expect(document.components.securitySchemes.bearerAuth!.description).toContain(scope);
    }
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const requirement of operation.security) {
        for (const [scheme, scopes] of Object.entries(requirement)) {
          expect(document.components.securitySchemes, where).toHaveProperty(scheme);
          for (const scope of scopes) expect(API_SCOPES, where).toContain(scope);
        }
      }
      if (operation.security.length > 0) {
        expect(Object.keys(operation.responses), where).toEqual(
          expect.arrayContaining(["401", "403", "429", "503"]),
        );
      }
    }
    // The document itself is public.
    expect(document.paths["/api/v1/openapi.json"]?.get?.security).toEqual([]);
  });

  it("answers every refusal with the one error shape", () => {
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const content = deref(response).content as Record<string, { schema: JsonSchema }>;
        expect(content["application/json"]?.schema, `${method} ${path} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
    const error = { error: { code: "not_found", message: "No candidate has this id." } };
    expect(schemaProblems(document, { $ref: "#/components/schemas/Error" }, error)).toEqual([]);
    expect(
      schemaProblems(document, { $ref: "#/components/schemas/Error" }, { error: { code: "x" } }),
    ).toEqual([
      "$.error.message: required but missing",
      `$.error.code: "x" is not one of ${JSON.stringify(API_ERROR_CODES)}`,
    ]);
  });

  it("gives object schemas their required properties among the properties", () => {
    const objects: JsonSchema[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        const schema = node as JsonSchema;
        if (schema.type === "object" && schema.properties) objects.push(schema);
        Object.values(schema).forEach(walk);
      }
    };
    walk(document.components.schemas);
    expect(objects.length).toBeGreaterThan(5);
    for (const schema of objects) {
      const names = Object.keys(schema.properties as object);
      for (const name of (schema.required ?? []) as string[]) expect(names).toContain(name);
    }
  });
});
