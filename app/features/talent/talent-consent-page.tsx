import type { ReactNode } from "react";
import { Link } from "react-router";

import { SuccessPanel } from "~/components/form/success-panel";
import { PrivacyPolicyLink } from "~/features/lead-capture/consent";

import type { ConsentOutcome, ConsentPageState } from "./talent-consent.server";
import { formatDay } from "./talent-labels";

// The page an applicant's consent link opens: what being shown to clients means, in the
// consent's own words, and one button to agree, or (once agreed) one to withdraw. Opening the
// link changes nothing, since mail scanners open links too; only the buttons' posts act. The
// page ships no JavaScript: two plain forms.

export const CONSENT_PAGE_TEXT = {
  agree: "I agree to be shown",
  withdraw: "I no longer want to be shown",
  changed:
    "The wording of this consent changed while the page was open. Read it again and confirm.",
} as const;

const OUTCOME_TEXT: Record<
  Extract<ConsentOutcome, { reference: string }>["outcome"],
  [heading: string, message: string]
> = {
  agreed: [
    "Thank you: you agreed to be shown",
    "Prospective clients looking for engineers like you can now see your profile, without your contact details or CV. You can withdraw your consent on this page at any time.",
  ],
  "already-agreed": [
    "You had already agreed",
    "Your consent was already recorded, so nothing changed. You can withdraw it on this page at any time.",
  ],
  withdrawn: [
    "Your consent is withdrawn",
    "Clients no longer see your profile. Our recruiting team keeps your application as you agreed when you applied.",
  ],
  "already-withdrawn": [
    "Your profile is not shown",
    "Clients were not seeing your profile, so nothing changed.",
  ],
};

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container-page grid max-w-3xl gap-6 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      {children}
    </section>
  );
}

function NotValid() {
  return (
    <Shell title="This link is not valid">
      <p className="text-lg text-ink-700">
        This link is not valid or is incomplete. Open the link from our email again, copying the
        whole address. If it still does not work, write to us from the{" "}
        <Link to="/contact" className="link">
          contact page
        </Link>
        .
      </p>
    </Shell>
  );
}

function ConsentWording({ text }: { text: string }) {
  return (
    <blockquote className="rounded-card border border-ink-200 bg-white p-5 text-ink-900">
      <p>{text}</p>
      <p className="mt-3 text-sm text-ink-700">
        How we handle your data: <PrivacyPolicyLink />.
      </p>
    </blockquote>
  );
}

function ActionForm({
  intent,
  label,
  version,
  primary,
}: {
  intent: "agree" | "withdraw";
  label: string;
  version?: string;
  primary: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      {version ? <input type="hidden" name="consentVersion" value={version} /> : null}
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {label}
      </button>
    </form>
  );
}

export function TalentConsentPage({
  page,
  outcome,
}: {
  page: ConsentPageState;
  /** What the button just did, if it was pressed. */
  outcome: ConsentOutcome | null;
}) {
  if (page.state === "invalid" || outcome?.outcome === "invalid") return <NotValid />;
  const application = page.positionTitle
    ? `Your application for ${page.positionTitle} (${page.reference})`
    : `Your profile (${page.reference})`;

  if (outcome && "reference" in outcome) {
    const [heading, message] = OUTCOME_TEXT[outcome.outcome];
    return (
      <Shell title="Your profile in the talent pool">
        <SuccessPanel heading={heading} message={message} reference={outcome.reference} />
        {page.state === "given" ? (
          <ActionForm intent="withdraw" label={CONSENT_PAGE_TEXT.withdraw} primary={false} />
        ) : null}
      </Shell>
    );
  }

  if (page.state === "given") {
    return (
      <Shell title="You agreed to be shown to clients">
        <p className="text-lg text-ink-700">
          {application} is in the Near Genius talent pool, and you agreed
          {page.consentedAt ? ` on ${formatDay(page.consentedAt.slice(0, 10))}` : ""} that
          prospective clients may see it.
        </p>
        {page.agreedText ? <ConsentWording text={page.agreedText} /> : null}
        <p className="text-ink-700">
          If you no longer want clients to see your profile, withdraw your consent here. Our
          recruiting team keeps your application as you agreed when you applied.
        </p>
        <ActionForm intent="withdraw" label={CONSENT_PAGE_TEXT.withdraw} primary={false} />
      </Shell>
    );
  }

  if (page.state === "expired") {
    return (
      <Shell title="This link has expired">
        <p className="text-lg text-ink-700">
          This link could give your consent until {formatDay(page.expiresAt.slice(0, 10))}. If you
          still want prospective clients to see your profile, write to us from the{" "}
          <Link to="/contact" className="link">
            contact page
          </Link>{" "}
          quoting your reference <strong className="font-mono">{page.reference}</strong>, and we
          send you a new link.
        </p>
      </Shell>
    );
  }

  return (
    <Shell title="May we show your profile to clients?">
      {outcome?.outcome === "changed" ? (
        <p
          role="alert"
          className="rounded-control border-2 border-danger-600 bg-danger-50 p-4 font-semibold text-danger-700"
        >
          {CONSENT_PAGE_TEXT.changed}
        </p>
      ) : null}
      <p className="text-lg text-ink-700">
        {application} is in the Near Genius talent pool. Until you agree, only our recruiting team
        sees it. This is what you would agree to:
      </p>
      <ConsentWording text={page.consent.text} />
      <p className="text-ink-700">
        Nothing changes if you do not agree. You can withdraw your consent on this page at any time.
      </p>
      <ActionForm
        intent="agree"
        label={CONSENT_PAGE_TEXT.agree}
        version={page.consent.version}
        primary
      />
    </Shell>
  );
}
