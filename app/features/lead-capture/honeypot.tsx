/** The honeypot field's name: tempting to bots that fill every input, unused by people. */
export const HONEYPOT_FIELD = "website_url";

/**
 * Hidden from everyone but bots: off screen, out of the tab order and the accessibility
 * tree, and not autofilled by browsers.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
