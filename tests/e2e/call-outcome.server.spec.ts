import { randomBytes, randomUUID } from "node:crypto";

import { expect, test } from "@playwright/test";

import { runAdminStatement } from "~/lib/db/admin-connection.server";

import { baseURL, MAIL_SINK_PORT } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { bookingField } from "./booking-helpers";
import { linkIn, waitForMailTo } from "./mail";
import { type ServerProcess, startProductionServer } from "./server-process";
import { waitForSignInLink } from "./staff-helpers";

// A salesperson joins the round robin and is given the next lead that arrives; then marks a
// call that has passed as a no-show, from the lead's page, and the visitor gets a friendly
// mail whose link opens the booking form filled in with their details. A call
// in the past cannot be booked through the site, so this runs its own server on a scratch
// PostgreSQL database and writes that call there, as it would stand an hour after its time.

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SALES = "calls-sales@neargenius.test";

test("a salesperson joins the round robin, is given the next lead, and marks a call as a no-show", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const database = `ng_e2e_calls_${randomBytes(4).toString("hex")}`;
  await runAdminStatement(adminUrl, `create database "${database}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const port = Number(new URL(baseURL).port) + 9;
  let server: ServerProcess | undefined;
  try {
    server = await startProductionServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
      RATE_LIMIT_MAX: "10000",
      STAFF_SALES_EMAILS: SALES,
      MAIL_WORKER_INTERVAL_SECONDS: "1",
    });
    const site = server.url;
    const email = `no-show+${randomUUID().slice(0, 8)}@example.com`;
    const company = `Missed Call Co ${randomUUID().slice(0, 6)}`;
    const registered = await page.request.post(`${site}/company-registration`, {
      form: {
        companyType: "startup",
        companyName: company,
        contactName: "Nina Noshow",
        email,
        phone: "",
        idempotencyKey: randomUUID(),
      },
    });
    expect(registered.ok()).toBe(true);
    await page.context().clearCookies();
    // The call, an hour past, as the booking page would have stored it.
    const reference = `NG-C-2026-${String(1000 + Math.floor(Math.random() * 9000))}`;
    await runAdminStatement(
      databaseUrl.toString(),
      `insert into bookings (reference, lead_id, expert_id, expert_name, starts_at, ends_at,
         blocked_from, blocked_until, name, email, company, role, project_type,
         visitor_time_zone, site_origin, manage_token_hash, idempotency_key)
       select '${reference}', id, 'expert-e2e', 'Eva Expert', now() - interval '1 hour',
         now() - interval '30 minutes', now() - interval '1 hour', now() - interval '15 minutes',
         'Nina Noshow', '${email}', '${company}', 'cto', 'new-product', 'America/Sao_Paulo',
         '${site}', '${randomUUID()}', '${randomUUID()}'
       from leads where email = '${email}'`,
    );

    // Signed in through the mailed link, as on the main site.
    const marker = `signin-${randomUUID()}`;
    await page.goto(`${site}/admin/sign-in?next=${encodeURIComponent(`/admin#${marker}`)}`);
    await page.getByLabel("Work email").fill(SALES);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.goto(await waitForSignInLink(SALES, marker));

    // The salesperson joins the round robin: the next lead to arrive is theirs.
    await page.goto(`${site}/admin/account`);
    await page.getByLabel("Give me new leads in turn (round robin)").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: your place in the round robin.");
    await expect(page.getByLabel("Give me new leads in turn (round robin)")).toBeChecked();
    await expectNoAxeViolations(page);
    const arriving = `Round Robin Co ${randomUUID().slice(0, 6)}`;
    const visitorRequest = await browser.newContext();
    const arrived = await visitorRequest.request.post(`${site}/company-registration`, {
      form: {
        companyType: "fintech",
        companyName: arriving,
        contactName: "Rob Robin",
        email: `robin+${randomUUID().slice(0, 8)}@example.com`,
        phone: "",
        idempotencyKey: randomUUID(),
      },
    });
    expect(arrived.ok()).toBe(true);
    await visitorRequest.close();
    await page.goto(`${site}/admin?q=${encodeURIComponent(arriving)}`);
    await page.getByRole("link", { name: arriving }).click();
    await expect(page.getByText(/^Assigned to .+ by round robin$/)).toBeVisible();
    await expect(page.getByLabel("Who follows up").locator("option:checked")).toContainText(SALES);

    await page.goto(`${site}/admin?q=${encodeURIComponent(company)}`);
    await page.getByRole("link", { name: company }).click();
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();

    const calls = page.getByRole("region", { name: "Calls" });
    await calls.getByLabel(`What happened at ${reference}`).selectOption("no_show");
    await calls.getByLabel("Note").fill("Rang twice, no answer.");
    await calls.getByRole("button", { name: `Record outcome of ${reference}` }).click();
    await expect(page.getByRole("status")).toHaveText("Call outcome saved.");
    await expect(calls).toContainText("No-show (re-book link sent)");
    await expect(calls.getByRole("button", { name: /Record outcome/ })).toHaveCount(0);
    await expect(
      page.getByRole("listitem").filter({ hasText: `recorded the call ${reference} as missed` }),
    ).toContainText("Rang twice, no answer.");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    // The visitor's mail, opened in a browser that has never seen the site.
    const mail = await waitForMailTo(email, new RegExp(`Sorry we missed you.*${reference}`));
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(linkIn(mail, "/resume/"));
    await expect(visitorPage).toHaveURL(/\/contact\/book-call$/);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(
      "Book a Call with an Expert",
    );
    await expect(bookingField(visitorPage, "email")).toHaveValue(email);
    await expect(bookingField(visitorPage, "company")).toHaveValue(company);
    await visitor.close();
  } finally {
    server?.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await runAdminStatement(adminUrl, `drop database if exists "${database}" with (force)`);
  }
});
