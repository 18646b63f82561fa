// A funnel page is painted before its JavaScript arrives (decision 067), and its forms work
// without it, so a visitor can pick a radio or type a name before React has hydrated the
// page; the browser may also refill fields when the visitor comes back to the page. React
// hydrates such fields without telling the component (React's own fix is behind a flag not
// in a stable release), so the component's state still holds the rendered value, and the
// next render of a controlled field puts that value back: the radio is cleared, the text is
// gone.
//
// So, as hydration commits, every field that differs from the rendered form is replayed into
// React as the events a visitor's input would have sent. It has to be then, in the commit,
// before any later render: a render in between clears the fields (and hides what a cleared
// radio reveals) while the visitor may be typing into them.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Change =
  | { field: HTMLInputElement | HTMLTextAreaElement; kind: "value"; value: string }
  | { field: HTMLInputElement; kind: "checked"; checked: boolean }
  | { field: HTMLSelectElement; kind: "selected"; selected: boolean[] };

const NOT_REPLAYED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

/** What the visitor changed in the page's forms, compared with the rendered HTML. */
export function changesSinceRender(root: ParentNode): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (options.some((option) => option.selected !== option.defaultSelected)) {
        changes.push({
          field,
          kind: "selected",
          selected: options.map((option) => option.selected),
        });
      }
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) {
        changes.push({ field, kind: "value", value: field.value });
      }
    } else if (NOT_REPLAYED.has(field.type)) {
      continue;
    } else if (field.type === "checkbox" || field.type === "radio") {
      // A radio that lost its check is replayed by the one in its group that gained it.
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)) {
        changes.push({ field, kind: "checked", checked: field.checked });
      }
    } else if (field.value !== field.defaultValue) {
      changes.push({ field, kind: "value", value: field.value });
    }
  }
  return changes;
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
 * Sends React what the visitor changed before hydration, as input, click and change events.
 * Called once, in a layout effect of the hydrating tree.
 */
export function replayInputChangedBeforeHydration(root: ParentNode = document): void {
  for (const change of changesSinceRender(root)) {
    if (change.kind === "value") {
      const { field, value } = change;
      field.value = value === "" ? " " : "";
      setNatively(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (change.kind === "checked") {
      // React hears of a checkbox or radio through its click; click() also sets the state.
      const { field, checked } = change;
      field.checked = !checked;
      field.click();
    } else {
      const { field, selected } = change;
      selected.forEach((isSelected, index) => {
        const option = field.options[index];
        if (option) option.selected = isSelected;
      });
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
