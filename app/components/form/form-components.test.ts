import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CheckboxField } from "./checkbox-field";
import { ErrorSummary } from "./error-summary";
import { PhoneField } from "./phone-field";
import { SelectField } from "./select-field";
import { EmailField, TextField } from "./text-field";
import { TextareaField } from "./textarea-field";

// The server render is what a visitor without JavaScript gets, so the wiring is checked on it.

const error = { code: "required", message: "Name is required" } as const;

describe("field components", () => {
  it("wire label, aria-invalid and aria-describedby from name, label and error", () => {
    const html = renderToStaticMarkup(
      createElement(TextField, { name: "name", label: "Name", error, required: true }),
    );
    expect(html).toContain('<label for="name"');
    expect(html).toMatch(
      /<input[^>]*id="name"[^>]*aria-invalid="true"[^>]*aria-describedby="name-error"/,
    );
    expect(html).toContain('<p id="name-error" data-reason="required"');
    expect(html).toContain("Name is required");
  });

  it("leave aria-invalid off and mark optional fields without an error", () => {
    const html = renderToStaticMarkup(
      createElement(EmailField, { name: "email", id: "contact-email", label: "Email" }),
    );
    expect(html).not.toContain("aria-invalid");
    expect(html).toContain("(optional)");
    expect(html).toMatch(/type="email"/);
  });

  it("describe a control by its hint and error together", () => {
    const html = renderToStaticMarkup(
      createElement(TextareaField, { name: "note", label: "Note", hint: "Short", error }),
    );
    expect(html).toContain('aria-describedby="note-hint note-error"');
  });

  it("render a native select, checkbox and a plain phone input that post without JavaScript", () => {
    const select = renderToStaticMarkup(
      createElement(SelectField, {
        name: "size",
        label: "Size",
        placeholder: "Choose…",
        options: [{ value: "s", label: "Small" }],
      }),
    );
    expect(select).toMatch(/<select[^>]*name="size"/);
    const checkbox = renderToStaticMarkup(
      createElement(CheckboxField, { name: "consent", label: "I agree", error }),
    );
    expect(checkbox).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"[^>]*value="yes"/);
    expect(checkbox).toContain('aria-describedby="consent-error"');
    const phone = renderToStaticMarkup(
      createElement(PhoneField, {
        name: "phone",
        label: "Phone",
        defaultCountry: "BR",
        defaultValue: "(11) 91234-5678",
      }),
    );
    expect(phone).toMatch(/<input[^>]*type="tel"[^>]*name="phone"/);
    expect(phone).toContain(`value="(11) 91234-5678"`);
  });
});

describe("ErrorSummary", () => {
  it("is an alert titled 'There is a problem' linking to each invalid field in form order", () => {
    const html = renderToStaticMarkup(
      createElement(ErrorSummary, {
        fieldErrors: {
          message: { code: "required", message: "Message is required" },
          email: { code: "invalid", message: "Please enter a valid email address" },
        },
        ids: { email: "contact-email", message: "contact-message" },
        order: ["name", "email", "message"],
      }),
    );
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain("There is a problem");
    const links = [...html.matchAll(/<a href="#([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["contact-email", "contact-message"]);
  });

  it("shows a form-level error and nothing when there is no problem", () => {
    const html = renderToStaticMarkup(
      createElement(ErrorSummary, {
        fieldErrors: {},
        formError: { code: "unavailable", message: "Failed to send message. Please try again." },
      }),
    );
    expect(html).toContain('data-reason="unavailable"');
    expect(renderToStaticMarkup(createElement(ErrorSummary, { fieldErrors: {} }))).toBe("");
  });
});
