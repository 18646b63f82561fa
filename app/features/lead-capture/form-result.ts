/** What a lead form's action answers when it did not store anything. */
export interface FormFailure {
  ok: false;
  /** A message for the whole form (rate limit, honeypot, server failure). */
  formError?: string;
  fieldErrors: Record<string, string>;
  /** What the visitor sent, so that nothing typed is lost (no-JavaScript path). */
  values: Record<string, string>;
}

export function formValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The one message that best explains a failure: the form's own, else the first field's. */
export function failureMessage(result: FormFailure, fallback: string): string {
  return result.formError ?? Object.values(result.fieldErrors)[0] ?? fallback;
}
