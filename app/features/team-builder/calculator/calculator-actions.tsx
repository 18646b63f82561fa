import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";

import { Icon } from "~/components/icon";

import { readCompanyName, writeBriefingTeam } from "../browser-storage";
import { encodeEstimate, SHARE_PARAM } from "../share-link";
import { estimateOf, type TeamMember, type TeamSettings } from "../team";

/** What the page says once a quote is downloaded: its number, and whether it was mailed. */
function quoteDoneMessage(headers: Headers): string | undefined {
  const reference = headers.get("x-quote-reference");
  if (!reference) return undefined;
  const confirmation = headers.get("x-quote-confirmation");
  const mailed =
    confirmation === "sent"
      ? " A note with its number is on its way to your inbox."
      : confirmation === "already-sent"
        ? " We already mailed you a note with its number."
        : "";
  return `Quote ${reference} downloaded.${mailed}`;
}

/** A form carrying the encoded estimate, done in place by `onSubmit` once the page has hydrated. */
function EstimateForm({
  method,
  action,
  field,
  encoded,
  onSubmit,
  children,
}: {
  method: "get" | "post";
  action: string;
  field: string;
  encoded: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      method={method}
      action={action}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <input type="hidden" name={field} value={encoded} />
      {children}
    </form>
  );
}

export function CalculatorActions({
  members,
  settings,
}: {
  members: TeamMember[];
  settings: TeamSettings;
}) {
  const [shared, setShared] = useState<{ encoded: string; url: string; status: string }>();
  const [quoteState, setQuoteState] = useState<{ busy: boolean; error?: string; done?: string }>({
    busy: false,
  });
  const id = useId();
  const estimate = estimateOf(members, settings);
  const encoded = encodeEstimate(estimate);
  // A link made for an earlier version of the team is not shown: it would open the old one.
  const shareUrl = shared?.encoded === encoded ? shared.url : undefined;
  const shareStatus = shared?.encoded === encoded ? shared.status : undefined;

  async function share() {
    const url = `${window.location.origin}/calculator?${new URLSearchParams({ [SHARE_PARAM]: encoded })}`;
    let status = "Link copied to the clipboard. Anyone with it sees this estimate.";
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      status = "Copy the link below. Anyone with it sees this estimate.";
    }
    setShared({ encoded, url, status });
  }

  async function downloadQuote() {
    setQuoteState({ busy: true });
    try {
      const form = new FormData();
      form.set("estimate", encoded);
      const company = readCompanyName();
      if (company) form.set("companyName", company);
      const response = await fetch("/calculator/quote", { method: "POST", body: form });
      if (!response.ok) throw new Error((await response.text()) || `HTTP ${response.status}`);
      const blob = await response.blob();
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
        "near-genius-quote.pdf";
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      setQuoteState({ busy: false, done: quoteDoneMessage(response.headers) });
    } catch (error) {
      setQuoteState({
        busy: false,
        error: `The quote could not be created: ${(error as Error).message}. Please try again.`,
      });
    }
  }

  function saveForBriefing() {
    writeBriefingTeam({
      estimate: encoded,
      members: members.map((member) => ({
        positionId: member.positionId,
        slug: member.slug,
        title: member.title,
        seniority: member.seniority,
        quantity: member.quantity,
      })),
      durationMonths: settings.durationMonths,
      hoursPerWeek: settings.hoursPerWeek,
    });
  }

  return (
    <section
      aria-label="Next steps"
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      {/* Both are real forms, so that they work before the page's script has run (and
          without it): the quote is posted and the browser downloads the PDF; sharing opens
          the estimate's own link, which the address bar then holds. Once hydrated, the page
          does both in place, with a message and the link to copy. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <EstimateForm
          method="post"
          action="/calculator/quote"
          field="estimate"
          encoded={encoded}
          onSubmit={downloadQuote}
        >
          <button type="submit" className="btn-secondary" disabled={quoteState.busy}>
            <Icon name="download" className="size-4" />
            {quoteState.busy ? "Preparing PDF…" : "Download Quote"}
          </button>
        </EstimateForm>
        <EstimateForm
          method="get"
          action="/calculator"
          field={SHARE_PARAM}
          encoded={encoded}
          onSubmit={share}
        >
          <button type="submit" className="btn-secondary">
            <Icon name="share-2" className="size-4" />
            Share Estimate
          </button>
        </EstimateForm>
      </div>
      <div aria-live="polite">
        {quoteState.error ? (
          <p className="text-sm font-medium text-danger-700">{quoteState.error}</p>
        ) : null}
        {quoteState.done && !quoteState.error ? (
          <p className="text-sm text-ink-700">{quoteState.done}</p>
        ) : null}
        {shareStatus ? <p className="text-sm text-ink-700">{shareStatus}</p> : null}
      </div>
      {shareUrl ? (
        <div>
          <label htmlFor={`${id}-share`} className="block text-xs font-medium text-ink-700">
            Shareable link
          </label>
          <input
            id={`${id}-share`}
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-control border border-ink-300 bg-ink-50 px-3 text-sm text-ink-800"
          />
        </div>
      ) : null}
      <Link to="/briefing" onClick={saveForBriefing} className="btn-primary">
        Continue to Briefing
        <Icon name="arrow-right" className="size-4" />
      </Link>
      <Link to="/contact/book-call" className="btn-signal">
        <Icon name="calendar-check" className="size-4" />
        Book Call with Expert
      </Link>
    </section>
  );
}
