import { type MouseEvent, useEffect, useRef } from "react";

import type { FieldError, FormError } from "~/lib/forms/form-result";

/**
 * The box at the top of a form that failed (the GOV.UK error summary): announced and
 * focused when it appears, one link per invalid field that moves focus to that field.
 * Without JavaScript the links are plain fragment links to the same ids.
 */
export function ErrorSummary({
  fieldErrors,
  formError,
  description,
  ids = {},
  order,
}: {
  fieldErrors: Record<string, FieldError>;
  formError?: FormError;
  /** A line under the heading, e.g. a form's own wording of the problem. */
  description?: string;
  /** Control id per field name, where it is not the name itself. */
  ids?: Record<string, string>;
  /** Field names in the order they appear in the form. */
  order?: readonly string[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const names = Object.keys(fieldErrors).sort((a, b) => rank(order, a) - rank(order, b));
  const shown = names.length > 0 || formError !== undefined;
  // A new failed answer is a new object: focus follows each one.
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [fieldErrors, formError, shown]);
  if (!shown) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: "center" });
  }

  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-control border-2 border-danger-600 bg-danger-50 p-4 text-danger-700 outline-none focus-visible:ring-4 focus-visible:ring-danger-600/40"
    >
      <h2 id="error-summary-title" className="font-display text-lg font-semibold">
        There is a problem
      </h2>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      <ul className="mt-2 grid gap-1 text-sm">
        {formError && formError.message !== description ? (
          <li data-reason={formError.code}>{formError.message}</li>
        ) : null}
        {names.map((name) => {
          const id = ids[name] ?? name;
          const error = fieldErrors[name]!;
          return (
            <li key={name} data-reason={error.code}>
              <a
                href={`#${id}`}
                onClick={(event) => focusField(event, id)}
                className="font-semibold underline"
              >
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function rank(order: readonly string[] | undefined, name: string): number {
  const index = order?.indexOf(name) ?? -1;
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}
