import { randomUUID } from "node:crypto";

import { data } from "react-router";

import { Icon } from "~/components/icon";
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  CONTACT_REFERENCE_PATTERN,
} from "~/features/contact/contact-fields";
import { ContactForm, ContactSuccess } from "~/features/contact/contact-form";
import { contactSchema } from "~/features/contact/contact-schema";
import { saveContact } from "~/features/contact/contacts.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { fetchContent } from "~/lib/content/content.server";
import { contactPageQuery, reportRequestQuery } from "~/lib/content/queries";
import type { ContactPageQueryResult, ReportRequestQueryResult } from "~/lib/content/sanity.types";
import { leadFormRoute } from "~/lib/forms/lead-form-route";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/contact";

export const handle: RouteHandle = { hydrate: true };

const form = leadFormRoute({
  name: "contact",
  fields: CONTACT_FIELDS,
  failedMessage: CONTACT_MESSAGES.failed,
});

export const headers = form.headers;

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: args.loaderData
      ? {
          title: args.loaderData.page.heroTitle ?? "Contact",
          description: args.loaderData.page.heroBody ?? "",
        }
      : undefined,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const page = await fetchContent<ContactPageQueryResult>(contactPageQuery);
  if (!page) throw data({ reason: "content" }, { status: 503 });
  const params = new URL(request.url).searchParams;
  // Where a plain (no-JavaScript) submission lands after it was stored.
  const sent = params.get("sent") ?? "";
  return {
    page,
    idempotencyKey: randomUUID(),
    sent: CONTACT_REFERENCE_PATTERN.test(sent) ? sent : null,
    prefill: await reportRequestPrefill(params.get("report"), page.reportRequestMessage),
  };
}

/**
 * 'Request the report' beside a certification links here with its id: the form starts with
 * the request written out. An id the site no longer offers a report for starts an empty form.
 */
async function reportRequestPrefill(id: string | null, template: string) {
  if (!id || id.length > 100) return null;
  const item = await fetchContent<ReportRequestQueryResult>(reportRequestQuery, { id });
  return item?.name ? { message: template.replaceAll("{name}", item.name) } : null;
}

export const shouldRevalidate = form.shouldRevalidate;

export function action({ request }: Route.ActionArgs) {
  return leadFormAction(request, {
    ...form.definition,
    schema: contactSchema,
    save: async (db, input) => {
      const [leadId, copy] = await Promise.all([readLeadId(request), loadMailCopy()]);
      const saved = await saveContact(db, input, { leadId, copy: copy.contact });
      if (saved.created) kickMailWorker();
      const { reference } = saved;
      return { result: { name: saved.name, reference }, redirectTo: `/contact?sent=${reference}` };
    },
  });
}

export function clientAction(args: Route.ClientActionArgs) {
  return form.clientAction(args);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, idempotencyKey, sent, prefill } = loaderData;
  const details = [
    { icon: "mail" as const, label: "Email", value: page.email, href: `mailto:${page.email}` },
    {
      icon: "phone" as const,
      label: "Phone",
      value: page.phone,
      href: `tel:${page.phone.replace(/[^\d+]/g, "")}`,
    },
    { icon: "map-pin" as const, label: "Office", value: page.address },
    { icon: "clock" as const, label: "Hours", value: page.hours },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {page.heroTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-600">{page.heroBody}</p>
        </div>
      </section>
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading">
          <h2
            id="contact-details-heading"
            className="font-display text-xl font-semibold text-ink-900"
          >
            {page.detailsTitle}
          </h2>
          <ul className="mt-6 grid gap-5">
            {details.map(({ icon, label, value, href }) => (
              <li key={label} className="flex gap-3">
                <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="text-sm font-semibold text-ink-900">{label}</p>
                  <p className="whitespace-pre-line text-ink-700">
                    {href ? (
                      <a href={href} className="text-brand-700 underline">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
        >
          {actionData?.ok || sent ? (
            <ContactSuccess
              name={actionData?.ok ? actionData.name : ""}
              reference={actionData?.ok ? actionData.reference : (sent ?? "")}
              body={page.successBody}
            />
          ) : (
            <>
              <h2
                id="contact-form-heading"
                className="mb-6 font-display text-xl font-semibold text-ink-900"
              >
                {page.formTitle}
              </h2>
              <ContactForm
                key={idempotencyKey}
                idempotencyKey={idempotencyKey}
                result={actionData && !actionData.ok ? actionData : undefined}
                prefill={prefill}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
