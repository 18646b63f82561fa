// PostgreSQL cannot store a NUL character in text or jsonb (errors 22021 and 22P05): a value
// holding one fails the query, and the visitor would get a 500 for what is their mistake, or
// a fuzzer's. Bodies are checked as they are read, so nothing with a NUL reaches a query.

const NUL = "\u0000";

/** Whether a string, or any string or key inside an array or object, holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes(NUL);
  // Parsed JSON nests only as deep as the body allows; the bound keeps a hostile one finite.
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1),
  );
}

/** Whether a form's field names, text values or file names hold a NUL. */
export function formHoldsNul(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (name.includes(NUL)) return true;
    if (typeof value === "string" ? value.includes(NUL) : value.name.includes(NUL)) return true;
  }
  return false;
}
