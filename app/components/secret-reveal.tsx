import { type ReactNode, useState } from "react";

import { Icon } from "~/components/icon";
import { useHydrated } from "~/lib/forms/use-hydrated";

/**
 * A secret shown once (a webhook signing secret, an API token): in a read-only field anyone
 * can select (also without JavaScript), with a copy button once React runs.
 */
export function SecretReveal({
  id,
  label,
  noun,
  value,
  hint,
}: {
  id: string;
  label: string;
  /** What the copy button and its messages call the value: "secret", "token". */
  noun: string;
  value: string;
  hint: ReactNode;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 w-full min-w-0 rounded-control border border-ink-300 bg-white px-3 py-2 font-mono text-sm text-ink-900"
        />
        {hydrated ? (
          <button type="button" onClick={copy} className="btn-secondary shrink-0 self-start">
            {copied === "yes" ? (
              <Icon name="check" className="size-4" />
            ) : (
              <Icon name="copy" className="size-4" />
            )}
            Copy {noun}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {hint}
      </p>
      <p aria-live="polite" className="text-sm text-accent-800">
        {copied === "yes"
          ? "Copied to the clipboard."
          : copied === "failed"
            ? `The browser did not allow copying; select the ${noun} and copy it.`
            : ""}
      </p>
    </div>
  );
}
