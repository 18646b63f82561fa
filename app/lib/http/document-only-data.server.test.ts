import {
  createRequestHandler,
  type EntryContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";

import {
  documentOnly,
  heldForDocument,
  isDocumentOnly,
  readingPage,
  refuseDataHeldOnServer,
} from "./document-only-data.server";

const PAGE = { title: "Our story", blocks: [{ _key: "a", text: "Founded in Austin" }] };

/** The context as a reading page's loaders see it for a request of `path`: after its middleware ran. */
async function readingPageContext(path: string) {
  const context = new RouterContextProvider();
  await readingPage(
    { context, request: new Request(`http://site.test${path}`), params: {} } as never,
    async () => new Response(),
  );
  return context;
}

/**
 * A one-route build run by React Router's own request handler: what its encoder made of the
 * loader data for a page (the hand-off a hydrating page would carry), and what a data
 * request answers.
 */
function buildWith(
  loaderData: (context: Readonly<RouterContextProvider>, request: Request) => object,
  reading: boolean,
) {
  let handoff: Promise<string> | undefined;
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          handoff = new Response(context.serverHandoffStream).text();
          return new Response("<!DOCTYPE html><title>page</title>", { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        index: true,
        module: {
          middleware: reading ? [readingPage] : [],
          loader: ({
            context,
            request,
          }: {
            context: Readonly<RouterContextProvider>;
            request: Request;
          }) => loaderData(context, request),
          default: () => null,
        },
      },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasLoader: false,
          hasAction: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
        "routes/page": {
          id: "routes/page",
          parentId: "root",
          index: true,
          module: "/page.js",
          hasLoader: true,
          hasAction: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    async document() {
      const response = await handle(
        new Request("http://site.test/"),
        new RouterContextProvider() as never,
      );
      expect(response.status).toBe(200);
      return handoff!;
    },
    async data() {
      const response = await handle(
        new Request("http://site.test/_.data"),
        new RouterContextProvider() as never,
      );
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

describe("documentOnly", () => {
  it("on a reading page's document request, gives the same values behind properties nothing walks", async () => {
    const held = documentOnly(await readingPageContext("/about/story"), PAGE);
    expect(held).not.toBe(PAGE);
    expect(held.title).toBe("Our story");
    expect(held.blocks).toBe(PAGE.blocks);
    expect(Object.keys(held)).toEqual([]);
    expect(JSON.stringify(held)).toBe("{}");
    expect(isDocumentOnly(held)).toBe(true);
    // The loader's own object (a cached content answer, say) is left as it was.
    expect(Object.keys(PAGE)).toEqual(["title", "blocks"]);
  });

  it("on a data request, or for a page that hydrates, gives the value itself", async () => {
    expect(documentOnly(await readingPageContext("/about/story.data"), PAGE)).toBe(PAGE);
    expect(documentOnly(await readingPageContext("/_.data?_routes=root"), PAGE)).toBe(PAGE);
    // No reading page's middleware ran: a page that hydrates.
    expect(documentOnly(new RouterContextProvider(), PAGE)).toBe(PAGE);
    expect(isDocumentOnly(PAGE)).toBe(false);
    expect(isDocumentOnly(null)).toBe(false);
  });

  it("keeps the data out of React Router's encoding of a page, and in its data answer", async () => {
    const build = buildWith((context) => documentOnly(context, PAGE), true);
    const held = await build.document();
    expect(held).not.toContain("Founded in Austin");
    expect(held).not.toContain("Our story");
    // A data request (a client-side navigation to the page) gets everything.
    const data = await build.data();
    expect(data).toContain("Founded in Austin");
    expect(data).toContain("Our story");
    // Without the helper, or for a page without the reading page's middleware, the page's
    // hand-off holds the data: the test above can fail.
    expect(await buildWith(() => PAGE, true).document()).toContain("Founded in Austin");
    const hydrating = buildWith((context) => documentOnly(context, PAGE), false);
    expect(await hydrating.document()).toContain("Founded in Austin");
  });

  it("is refused on a page that hydrates", async () => {
    const held = documentOnly(await readingPageContext("/about/story"), PAGE);
    expect(() => refuseDataHeldOnServer({ root: { year: 2026 }, "routes/page": held })).toThrow(
      "routes/page holds its loader data on the server, yet its page hydrates",
    );
    expect(() =>
      refuseDataHeldOnServer({ root: { year: 2026 }, "routes/page": PAGE }),
    ).not.toThrow();
  });
});

describe("heldForDocument", () => {
  const SHELL = { footer: { heading: "Certified and insured" } };
  const hydratingPage = () =>
    buildWith(
      (context, request) => heldForDocument(request, { year: 2026 }, { shell: SHELL }),
      false,
    );

  it("leaves the held values out of a hydrating page's hand-off, for its render to read", async () => {
    const held = heldForDocument(
      new Request("http://site.test/calculator"),
      { year: 2026 },
      {
        shell: SHELL,
      },
    );
    expect(held.shell).toBe(SHELL);
    expect(Object.keys(held)).toEqual(["year"]);
    // Not held as a whole: the page hydrates with the rest.
    expect(isDocumentOnly(held)).toBe(false);

    const handoff = await hydratingPage().document();
    expect(handoff).toContain("2026");
    expect(handoff).not.toContain("Certified and insured");
    // Without the helper the same value is in the hand-off: the assertion above can fail.
    expect(await buildWith(() => ({ year: 2026, shell: SHELL }), false).document()).toContain(
      "Certified and insured",
    );
  });

  it("sends the held values on a data request: a navigation in the browser gets them", async () => {
    const sent = heldForDocument(
      new Request("http://site.test/_.data"),
      { year: 2026 },
      {
        shell: SHELL,
      },
    );
    expect(Object.keys(sent)).toEqual(["year", "shell"]);
    expect(await hydratingPage().data()).toContain("Certified and insured");
  });

  it("on a reading page, is held with the rest and still read by the render", async () => {
    const context = await readingPageContext("/about/story");
    const request = new Request("http://site.test/about/story");
    const held = documentOnly(context, heldForDocument(request, { year: 2026 }, { shell: SHELL }));
    expect(held.year).toBe(2026);
    expect(held.shell).toBe(SHELL);
    expect(Object.keys(held)).toEqual([]);
  });
});
