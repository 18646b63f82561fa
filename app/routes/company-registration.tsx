import { randomUUID } from "node:crypto";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/company-registration";
import {
  CompanyRegistrationForm,
  type OrderActionData,
} from "~/features/company-registration/company-registration-form";
import { MESSAGES, orderSchema } from "~/features/company-registration/order-schema";
import { createOrder } from "~/features/company-registration/orders.server";
import { fieldErrors } from "~/features/lead-capture/form-errors";
import { formValues } from "~/features/lead-capture/form-result";
import { guardSubmission } from "~/features/lead-capture/guard.server";
import { describeDatabaseError, getDatabase } from "~/lib/db/client.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: "Company information",
      description:
        "Tell us about your company to start building your nearshore team: company type, size and contact, then choose the roles you need.",
    },
  });

const FIELDS = [
  "companyType",
  "companyName",
  "contactName",
  "email",
  "phone",
  "idempotencyKey",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "referrer",
] as const;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const referer = request.headers.get("referer") ?? "";
  const external = referer !== "" && !referer.startsWith(url.origin);
  return {
    idempotencyKey: randomUUID(),
    tracking: {
      utmSource: url.searchParams.get("utm_source") ?? "",
      utmMedium: url.searchParams.get("utm_medium") ?? "",
      utmCampaign: url.searchParams.get("utm_campaign") ?? "",
      referrer: external ? referer.slice(0, 500) : "",
    },
  };
}

// A failed submission keeps the render's idempotency key: no fresh loader run after actions.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const values = formValues(formData, FIELDS);
  const fail = (
    status: number,
    extra: { formError?: string; fieldErrors?: Record<string, string> },
  ) =>
    data<OrderActionData>(
      { ok: false, values, fieldErrors: extra.fieldErrors ?? {}, formError: extra.formError },
      { status },
    );
  let db;
  try {
    db = await getDatabase();
  } catch (error) {
    console.error(`[order] database unavailable: ${describeDatabaseError(error)}`);
    return fail(503, { formError: MESSAGES.failed });
  }
  try {
    const blocked = await guardSubmission(db, request, "order", formData);
    if (blocked) {
      return data<OrderActionData>(
        { ok: false, values, fieldErrors: {}, formError: blocked.message },
        { status: blocked.status, headers: blocked.headers },
      );
    }
    const parsed = orderSchema.safeParse(values);
    if (!parsed.success) return fail(400, { fieldErrors: fieldErrors(parsed.error) });
    const order = await createOrder(db, parsed.data);
    return { ok: true, orderId: order.id } satisfies OrderActionData;
  } catch (error) {
    console.error(`[order] create-order failed: ${describeDatabaseError(error)}`);
    return fail(500, { formError: MESSAGES.failed });
  }
}

export default function CompanyRegistration({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          Step 1 · Company information
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Tell us about your company
        </h1>
        <p className="mt-3 max-w-2xl text-ink-600">
          Choose the option that fits you best, then add your contact details so we can prepare your
          team.
        </p>
        <div className="mt-10">
          <CompanyRegistrationForm
            idempotencyKey={loaderData.idempotencyKey}
            tracking={loaderData.tracking}
          />
        </div>
      </div>
    </section>
  );
}
