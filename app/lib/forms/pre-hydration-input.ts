// A funnel page is painted before its JavaScript arrives (decision 067), and its forms work
// without it, so a visitor can pick a radio or type a name before React has hydrated the
// page; the browser may also refill fields when the visitor comes back to the page. React
// hydrates such fields without telling the component (React's own fix is behind a flag not
// in a stable release), so the component's state still holds the rendered value, and the
// next render of a controlled field puts that value back: the radio is cleared, the text is
// gone. So what differs from the rendered form is noted just before hydration and replayed
// into React once it has hydrated, as the events a visitor's input would have sent.
//
// The note is taken as hydration commits, not before it starts: a key pressed while React
// hydrates makes it finish at once and then hand it the event, but React reads the field's
// value as it hydrates, so it sees no change and the component's state never hears of it.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Each change keeps the value the page was rendered with: React may write its own value into
// a field's default as it renders, so that is read before hydration, not after.
type Change =
  | {
      field: HTMLInputElement | HTMLTextAreaElement;
      kind: "value";
      value: string;
      rendered: string;
    }
  | { field: HTMLInputElement; kind: "checked"; checked: boolean }
  | { field: HTMLSelectElement; kind: "selected"; selected: boolean[]; rendered: boolean[] };

const NOT_REPLAYED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

let pending: Change[] = [];

/** What the visitor changed in the page's forms, compared with the rendered HTML. */
export function changesSinceRender(root: ParentNode): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const selected = [...field.options].map((option) => option.selected);
      const rendered = [...field.options].map((option) => option.defaultSelected);
      if (selected.some((value, index) => value !== rendered[index])) {
        changes.push({ field, kind: "selected", selected, rendered });
      }
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) {
        changes.push({ field, kind: "value", value: field.value, rendered: field.defaultValue });
      }
    } else if (NOT_REPLAYED.has(field.type)) {
      continue;
    } else if (field.type === "checkbox" || field.type === "radio") {
      // A radio that lost its check is replayed by the one in its group that gained it.
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)) {
        changes.push({ field, kind: "checked", checked: field.checked });
      }
    } else if (field.value !== field.defaultValue) {
      changes.push({ field, kind: "value", value: field.value, rendered: field.defaultValue });
    }
  }
  return changes;
}

/** Notes the changes to replay; called in hydration's commit, before any later render. */
export function noteInputBeforeHydration(root: ParentNode = document): void {
  pending = changesSinceRender(root);
}

// React notices a change by comparing the field with the value it last set through the
// element's own property; setting through the prototype's setter leaves that note alone.
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/**
 * Sends React the changes noted before hydration, as input, click and change events. A field
 * the visitor has changed again since (React saw that itself) is left as it is.
 */
export function replayInputAfterHydration(): void {
  const changes = pending;
  pending = [];
  for (const change of changes) {
    if (!change.field.isConnected || change.field.disabled) continue;
    if (change.kind === "value") {
      const { field } = change;
      if (field.value !== change.value && field.value !== change.rendered) continue;
      field.value = change.value === "" ? " " : "";
      setNatively(field, change.value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (change.kind === "checked") {
      const { field } = change;
      // React hears of a checkbox or radio through its click; click() also sets the state.
      field.checked = !change.checked;
      field.click();
    } else {
      const { field } = change;
      const now = [...field.options].map((option) => option.selected);
      const same = (other: boolean[]) => now.every((value, index) => value === other[index]);
      if (!same(change.selected) && !same(change.rendered)) continue;
      change.selected.forEach((selected, index) => {
        const option = field.options[index];
        if (option) option.selected = selected;
      });
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
