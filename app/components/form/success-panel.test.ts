import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SuccessPanel } from "./success-panel";

// The server render is what a visitor without JavaScript gets; focus on show needs a browser
// and is covered by the end-to-end tests of the forms that use the panel.

describe("SuccessPanel", () => {
  it("announces itself and gives the heading a focus target", () => {
    const html = renderToStaticMarkup(
      createElement(
        SuccessPanel,
        { heading: "Thank you, Ana!", message: "We will reply soon.", reference: "NG-M-2026-0001" },
        createElement("a", { href: "/contact" }, "Back"),
      ),
    );
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*>Thank you, Ana!<\/h2>/);
    expect(html).toContain("We will reply soon.");
    expect(html).toContain('Your reference: <strong class="font-mono">NG-M-2026-0001</strong>');
    // The way on comes after the reference.
    expect(html.indexOf("NG-M-2026-0001")).toBeLessThan(html.indexOf('href="/contact"'));
  });

  it("leaves the reference line out when there is none, and takes another heading level", () => {
    const html = renderToStaticMarkup(
      createElement(SuccessPanel, { heading: "Ready", reference: null, headingLevel: 3 }),
    );
    expect(html).not.toContain("Your reference");
    expect(html).toMatch(/<h3 tabindex="-1"[^>]*>Ready<\/h3>/);
  });
});
