import type { JsonSchema, OpenApiDocument } from "./openapi";

// For tests: whether a value fits a schema of the OpenAPI document, for the part of JSON
// Schema the document uses (types, enums, objects with required and closed properties,
// arrays, bounds, patterns, the formats it names, local $refs). Answers the problems found,
// each with its path, so a handler that drifts from its description fails a test by name.

const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  "date-time": /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  email: /^[^@\s]+@[^@\s]+$/,
};

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function fitsType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

/** Follows a local reference ("#/components/schemas/Talent") into the document. */
export function resolveRef(document: OpenApiDocument, pointer: string): JsonSchema {
  if (!pointer.startsWith("#/")) throw new Error(`not a local reference: ${pointer}`);
  let node: unknown = document;
  for (const part of pointer.slice(2).split("/")) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (node === undefined || node === null || typeof node !== "object") {
    throw new Error(`unresolved reference: ${pointer}`);
  }
  return node as JsonSchema;
}

export function schemaProblems(
  document: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  path = "$",
): string[] {
  if (typeof schema.$ref === "string") {
    return schemaProblems(document, resolveRef(document, schema.$ref), value, path);
  }
  const problems: string[] = [];
  const types = schema.type === undefined ? [] : [schema.type].flat().map(String);
  if (types.length > 0 && !types.some((type) => fitsType(value, type))) {
    return [`${path}: expected ${types.join(" or ")}, got ${typeOf(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof value === "string") {
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) {
      problems.push(`${path}: "${value}" does not match ${schema.pattern}`);
    }
    const format = typeof schema.format === "string" ? FORMATS[schema.format] : undefined;
    if (format && !format.test(value))
      problems.push(`${path}: "${value}" is not a ${schema.format}`);
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength) {
      problems.push(`${path}: longer than ${schema.maxLength}`);
    }
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) {
      problems.push(`${path}: ${value} is below ${schema.minimum}`);
    }
    if (typeof schema.maximum === "number" && value > schema.maximum) {
      problems.push(`${path}: ${value} is above ${schema.maximum}`);
    }
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === "object") {
    value.forEach((item, index) => {
      problems.push(
        ...schemaProblems(document, schema.items as JsonSchema, item, `${path}[${index}]`),
      );
    });
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) problems.push(`${path}.${name}: required but missing`);
    }
    for (const [name, item] of Object.entries(object)) {
      const property = properties[name];
      if (property) problems.push(...schemaProblems(document, property, item, `${path}.${name}`));
      else if (schema.additionalProperties === false) {
        problems.push(`${path}.${name}: not in the schema`);
      }
    }
  }
  return problems;
}
