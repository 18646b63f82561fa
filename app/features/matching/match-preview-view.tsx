import { Icon } from "~/components/icon";

import { MatchCard } from "./match-card";
import { AVAILABILITY_GRACE_DAYS } from "./match-config";
import {
  LEAD_DAILY_CARD_LIMIT,
  type MatchPreview,
  removedReason,
  type RolePreview,
} from "./match-preview";

// A match preview as the client reads it: per role, how many engineers pass, what each
// requirement removed, and the cards. Server-rendered on the confirmation page (no script)
// and live in the briefing wizard; both show the same words for the same preview.

export const MODEL_CARD_PATH = "/how-matching-works";

export const HUMAN_REVIEW_TEXT =
  "A person at Near Genius confirms every shortlist before you meet anyone.";

function Withheld({ role }: { role: RolePreview }) {
  if (role.withheld === "no-lead") {
    return (
      <p className="rounded-control border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
        Add your company, your name and your email on step 1 to see these engineers&apos; profiles.
      </p>
    );
  }
  if (role.withheld === "daily-limit") {
    return (
      <p className="rounded-control border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
        You have seen {LEAD_DAILY_CARD_LIMIT} engineers for this role today, the most a preview
        shows in a day. Your shortlist, confirmed by a person, has them all.
      </p>
    );
  }
  return null;
}

function RoleSection({
  role,
  layout,
  headingLevel,
}: {
  role: RolePreview;
  layout: "panel" | "wide";
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `match-role-${role.roleId}`;
  return (
    // Not a region: the wizard's step already has one per role under the role's name.
    <div className="grid gap-3" data-match-role={role.roleId}>
      <div>
        <Heading id={id} className="font-display text-lg font-semibold text-ink-900">
          {role.roleTitle}
        </Heading>
        <p className="text-sm text-ink-700" data-passed>
          <span className="font-semibold text-ink-900">{role.passed}</span> of {role.considered}{" "}
          engineers in our pool pass every filter
        </p>
      </div>
      {/* Every filter, removing or not, so the list keeps its length as answers change. */}
      <ul
        className="grid gap-0.5 text-sm text-ink-700"
        aria-label={`Why engineers were left out for ${role.roleTitle}`}
      >
        {role.removed.map((entry) => (
          <li
            key={entry.filter}
            data-removed={entry.filter}
            className={entry.count === 0 ? "text-ink-600" : undefined}
          >
            <span className="font-semibold tabular-nums text-ink-900">{entry.count}</span> removed:{" "}
            {removedReason(entry.filter, role.asked, AVAILABILITY_GRACE_DAYS)}
          </li>
        ))}
      </ul>
      {role.cards.length > 0 ? (
        <ol
          className={layout === "wide" ? "grid gap-4 md:grid-cols-2 xl:grid-cols-3" : "grid gap-3"}
          aria-label={`Best matches for ${role.roleTitle}`}
        >
          {role.cards.map((card) => (
            <li key={card.id}>
              <MatchCard card={card} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ol>
      ) : role.passed === 0 ? (
        <p className="rounded-control border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
          No engineer in our pool passes every filter yet. Loosening the requirement that removed
          the most widens the field; we also recruit for briefs like yours.
        </p>
      ) : null}
      <Withheld role={role} />
    </div>
  );
}

export function MatchPreviewView({
  preview,
  layout,
  headingLevel = 3,
}: {
  preview: MatchPreview;
  layout: "panel" | "wide";
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid gap-6">
      {/* First, so the cards are last and a changed answer moves nothing below them. */}
      <div className="grid gap-1 text-sm text-ink-700">
        <p className="flex items-start gap-2">
          <Icon name="users" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {HUMAN_REVIEW_TEXT}
        </p>
        <p>
          <a className="link" href={MODEL_CARD_PATH}>
            How matching works
          </a>{" "}
          <span className="text-ink-600">(matcher {preview.matcherVersion})</span>
        </p>
      </div>
      {preview.roles.map((role) => (
        <RoleSection key={role.roleId} role={role} layout={layout} headingLevel={headingLevel} />
      ))}
      {preview.forPeople.length > 0 ? (
        <div className="text-sm text-ink-700">
          <p className="font-semibold text-ink-900">Read by a person, not filtered on</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.forPeople.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
