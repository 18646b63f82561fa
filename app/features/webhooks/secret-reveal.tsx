import { useState } from "react";

import { Icon } from "~/components/icon";
import { useHydrated } from "~/lib/forms/use-hydrated";

/**
 * The signing secret, shown once after an endpoint is added: in a read-only field anyone can
 * select (also without JavaScript), with a copy button once React runs.
 */
export function SecretReveal({ secret }: { secret: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor="endpoint-secret" className="text-sm font-medium text-ink-900">
        Signing secret
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="endpoint-secret"
          readOnly
          value={secret}
          aria-describedby="endpoint-secret-hint"
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
            Copy secret
          </button>
        ) : null}
      </div>
      <p id="endpoint-secret-hint" className="text-xs text-ink-600">
        Give it to the receiving system to verify the webhook-signature header. It is not shown
        again; to replace it, delete the endpoint and add it anew.
      </p>
      <p aria-live="polite" className="text-sm text-accent-800">
        {copied === "yes"
          ? "Copied to the clipboard."
          : copied === "failed"
            ? "The browser did not allow copying; select the secret and copy it."
            : ""}
      </p>
    </div>
  );
}
