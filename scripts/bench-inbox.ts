// Sales inbox benchmark: the server time of listLeads (one page of the /admin list and its
// capped count) over 100,000 leads, on a fresh in-memory PGlite and, when BENCH_DATABASE_URL
// or TEST_DATABASE_URL names a PostgreSQL server, in a scratch database there (dropped
// afterwards). Prints p50/p95 per case and which scans each query's plan uses (EXPLAIN), so a
// lost index shows as a "Seq Scan" on leads; never fails on a figure.
// Usage: npm run bench:inbox [-- --iterations 50 --leads 100000]
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { type LeadFilters, parseLeadFilters } from "~/features/sales-inbox/lead-filters";
import { listLeads, listLeadsSql } from "~/features/sales-inbox/leads-list.server";
import {
  createDatabase,
  type DatabaseConnection,
  type DatabaseTarget,
} from "~/lib/db/client.server";

import { measure, onEachTarget, scansOf } from "./bench-support";

const { values } = parseArgs({
  options: {
    iterations: { type: "string", default: "50" },
    leads: { type: "string", default: "100000" },
  },
});
const ITERATIONS = Number(values.iterations);
const LEADS = Number(values.leads);

/**
 * Leads made up in one statement: twenty company words, a spread of types, sources and
 * statuses, a quarter owned by one of three staff members, one created every ten minutes
 * back from now (about two years).
 */
async function seedLeads(connection: DatabaseConnection, count: number) {
  await connection.sql.exec(`
    insert into staff_users (id, name, email, role) values
      ('bench-staff-0', 'Bench Sales 0', 'bench0@neargenius.test', 'sales'),
      ('bench-staff-1', 'Bench Sales 1', 'bench1@neargenius.test', 'sales'),
      ('bench-staff-2', 'Bench Admin', 'bench2@neargenius.test', 'admin')
    on conflict do nothing;
    insert into leads (reference, email, contact_name, company_name, phone, company_type, source,
                       utm_source, status, owner_id, created_at, last_activity_at)
    select
      'NG-' || upper(lpad(to_hex(i / 65536), 4, '0')) || '-' || upper(lpad(to_hex(i % 65536), 4, '0')),
      'person' || i || '@' || lower(w.word) || '-' || (i % 997) || '.example',
      (array['Ana','Bruno','Carla','Diego','Elena','Felipe','Gabriela','Hugo','Isabel','Jorge'])[1 + i % 10]
        || ' ' || (array['Souza','Silva','Santos','Oliveira','Pereira','Lima','Costa','Ferreira','Rodrigues','Almeida','Gomes','Martins','Rocha'])[1 + (i * 7) % 13],
      w.word || ' ' || (array['Payments','Health','Logistics','Labs','Retail','Energy','Media','Bank','Cloud','Foods'])[1 + (i / 20) % 10] || ' ' || (i % 997),
      '+1415555' || lpad((i % 10000)::text, 4, '0'),
      (array['startup','midmarket','fintech','enterprise','consulting','others'])[1 + i % 6]::company_type,
      (array['registration','registration','registration','contact','playbook','newsletter','application','briefing','booking'])[1 + (i * 3) % 9]::lead_source,
      case when i % 5 = 0 then 'linkedin' when i % 7 = 0 then 'google' else null end,
      (array['new','new','new','new','contacted','qualified','call-booked','proposal','won','lost'])[1 + (i * 7) % 10]::lead_status,
      case when i % 4 = 0 then 'bench-staff-' || (i % 3) else null end,
      now() - (i * interval '10 minutes'),
      now() - (i * interval '10 minutes') + ((i % 50) * interval '1 hour')
    from generate_series(1, ${count}) as i,
      lateral (select (array['Acme','Globex','Initech','Umbrella','Hooli','Vandelay','Stark','Wayne',
        'Wonka','Tyrell','Cyberdyne','Soylent','Oscorp','Gringotts','Monarch','Pied','Dunder',
        'Aperture','Massive','Nakatomi'])[1 + i % 20] as word) as w;
    analyze leads;
    analyze staff_users;
  `);
}

async function benchTarget(name: string, target: DatabaseTarget) {
  const connection = await createDatabase({ target, seed: false });
  try {
    const seeding = performance.now();
    await seedLeads(connection, LEADS);
    const db = connection.db;
    console.log(
      `\n${name}: ${LEADS.toLocaleString("en-US")} leads (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s), ${ITERATIONS} runs each`,
    );

    // The cursor of the 21st page, found by paging as a person would.
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      after = (await listLeads(db, parseLeadFilters(new URLSearchParams(after ? { after } : {}))))
        .nextCursor;
    }
    const [someone] = (await listLeads(db, parseLeadFilters(new URLSearchParams({ q: "wonka" }))))
      .rows;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, Record<string, string>][] = [
      ["first page", {}],
      ["page 21 (keyset cursor)", after ? { after } : {}],
      ['status "won"', { status: "won" }],
      ['status "new", nobody owns it', { status: "new", owner: "unassigned" }],
      ["created in the last 30 days", { from: monthAgo }],
      ['search "acm" (1 in 20 leads)', { q: "acm" }],
      ['search "globex pay"', { q: "globex pay" }],
      ["search one email", { q: someone?.email ?? "person77777" }],
      ["search a pasted reference", { q: someone?.reference ?? "NG-0001-0001" }],
      ['search "nobody-like-this"', { q: "nobody-like-this" }],
    ];
    console.log(
      `  ${"listLeads (page of 50 + capped count)".padEnd(40)} ${"p50".padStart(10)} ${"p95".padStart(10)}  plan`,
    );
    for (const [label, query] of cases) {
      const filters: LeadFilters = parseLeadFilters(new URLSearchParams(query));
      const result = await measure(() => listLeads(db, filters), ITERATIONS, 5);
      const sqls = listLeadsSql(db, filters);
      const plan = `page: ${(await scansOf(connection, sqls.page)).join(", ")} | count: ${(await scansOf(connection, sqls.count)).join(", ")}`;
      console.log(
        `  ${label.padEnd(40)} ${`${result.p50.toFixed(2)} ms`.padStart(10)} ${`${result.p95.toFixed(2)} ms`.padStart(10)}  ${plan}`,
      );
    }
  } finally {
    await connection.close();
  }
}

async function main() {
  console.log("Sales inbox benchmark (p50/p95 of listLeads, the /admin list's data)");
  await onEachTarget(benchTarget);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
