import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BRIEFING_LIMITS, type UploadedDocument } from "../briefing-draft";
import { BRIEFING_FILE_MAX_BYTES, BRIEFING_FILE_MESSAGES } from "../briefing-files";
import { DocumentUpload, localProblem } from "./document-upload";

// The server render is the control as it first appears; the upload itself runs in the
// browser (the briefing's Playwright walk drives it).

const doc = (index: number, size: number): UploadedDocument => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name: `Brief ${index}.pdf`,
  size,
  contentType: "application/pdf",
});

const render = (props: Parameters<typeof DocumentUpload>[0]) =>
  renderToStaticMarkup(createElement(DocumentUpload, props));

describe("document upload", () => {
  it("without a lead, says what to do first instead of offering the input", () => {
    const html = render({ documents: [], onChange: () => {}, hasLead: false });
    expect(html).toContain(BRIEFING_FILE_MESSAGES.noLead);
    expect(html).not.toContain('type="file"');
  });

  it("offers a labelled file input accepting PDF, .docx and text, with its hint", () => {
    const html = render({ documents: [], onChange: () => {}, hasLead: true });
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain(
      'accept=".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"',
    );
    const hint = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>[^<]*up to 10 MB each`));
    expect(input).not.toContain("disabled");
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
  });

  it("lists documents with their size and a Remove button that names the file", () => {
    const html = render({
      documents: [doc(1, 2.4 * 1024 * 1024), doc(2, 900)],
      onChange: () => {},
      hasLead: true,
    });
    expect(html).toContain("Brief 1.pdf");
    expect(html).toContain("2.4 MB");
    expect(html).toContain("900 bytes");
    expect(
      html.match(/>Remove<span class="sr-only"> Brief \d\.pdf<\/span><\/button>/g),
    ).toHaveLength(2);
  });

  it("turns the input off once the briefing holds the most documents it takes", () => {
    const documents = Array.from({ length: BRIEFING_LIMITS.documents }, (_, index) =>
      doc(index, 100),
    );
    const html = render({ documents, onChange: () => {}, hasLead: true });
    expect(/<input[^>]*type="file"[^>]*>/.exec(html)?.[0]).toContain("disabled");
    expect(html).toContain("Remove one to add another");
  });

  it("catches an oversized or empty file and a full list before sending anything", () => {
    expect(localProblem({ size: BRIEFING_FILE_MAX_BYTES + 1 }, 0)).toBe(
      BRIEFING_FILE_MESSAGES.tooLarge,
    );
    expect(localProblem({ size: BRIEFING_FILE_MAX_BYTES }, 0)).toBeNull();
    expect(localProblem({ size: 0 }, 0)).toBe(BRIEFING_FILE_MESSAGES.empty);
    expect(localProblem({ size: 10 }, BRIEFING_LIMITS.documents)).toBe(
      BRIEFING_FILE_MESSAGES.tooMany,
    );
  });
});
