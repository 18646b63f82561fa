// The connection-loss trial, shared by its end-to-end test and `npm run bench:connection-loss`:
// visitors send the contact form to a running production server on PostgreSQL while the
// server's connections are ended again and again (what a failover, a pooler restart or an
// administrator's pg_terminate_backend does), then the database refuses connections for a
// while and lets them in again. It counts; the callers decide what the counts must be.

import { randomUUID } from "node:crypto";

import pg from "pg";

export interface TrialOptions {
  /** The server under trial, e.g. http://127.0.0.1:4100. */
  origin: string;
  /** A superuser connection string on the same PostgreSQL server. */
  adminUrl: string;
  /** The database the server uses. */
  database: string;
  rounds: number;
  /** Time between two rounds of terminations. */
  intervalMs: number;
  /** Visitors sending the form at once. */
  visitors: number;
  /** Whether the server process is still running (its supervisor never restarts it here). */
  running: () => boolean;
}

export interface TrialCounts {
  posted: number;
  /** Answered with a reference (a redirect to the confirmation). */
  acknowledged: number;
  /** Answered 503 with Retry-After: the visitor is told to try again in a while. */
  outages: number;
  /** Any other answer or failure, by status or error code. */
  otherAnswers: Record<string, number>;
  /** Server connections ended during the trial. */
  terminated: number;
  /** Acknowledged messages found whole: the row, its lead, its timeline event, its mail. */
  stored: number;
  /** Acknowledged messages missing or incomplete in the database. */
  lost: number;
  /** Stored messages, acknowledged or not, without their lead, timeline event or mail. */
  halfWritten: number;
  /** Whether the process was still running at the end (a restart would have been needed). */
  stayedUp: boolean;
  /** /healthz while the database refused connections, then on the first ask once allowed. */
  healthWhileRefused: number;
  healthOnceAllowed: number;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every connection to `database`, and waits until the server has let those go. */
export async function terminateAll(adminUrl: string, database: string): Promise<number> {
  return withAdmin(adminUrl, async (client) => {
    const { rows: ended } = await client.query<{ pid: number }>(
      // In the select list, so only the rows the filter keeps are ended.
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    const pids = ended.map((row) => row.pid);
    // The site opens new connections meanwhile; only the ended ones are waited for.
    for (let attempt = 0; attempt < 250; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where pid = any($1)",
        [pids],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return pids.length;
  });
}

const REFERENCE_IN_LOCATION = /[?&]sent=([^&]+)/;

/** One plain (no-JavaScript) submission of the contact form, as a browser posts it. */
export async function postContact(origin: string, email: string) {
  const body = new URLSearchParams({
    name: "Ana Trial",
    email,
    message: "We need two senior backend engineers.",
    idempotencyKey: randomUUID(),
  });
  const response = await fetch(`${origin}/contact`, {
    method: "POST",
    body,
    headers: { Origin: origin },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const reference = REFERENCE_IN_LOCATION.exec(response.headers.get("location") ?? "")?.[1];
  return { status: response.status, retryAfter: response.headers.get("retry-after"), reference };
}

// A message is whole when its row carries its reference and lead, the lead's timeline has
// its event and the sender's confirmation is queued: saveContact writes all of it at once.
const WHOLE = `
  c.reference is not null and c.lead_id is not null
  and exists (select 1 from lead_events e
              where e.lead_id = c.lead_id and e.payload->>'contactId' = c.id::text)
  and exists (select 1 from mail_outbox m where m.to_address = c.email)`;

export async function runConnectionLossTrial(options: TrialOptions): Promise<TrialCounts> {
  const counts: TrialCounts = {
    posted: 0,
    acknowledged: 0,
    outages: 0,
    otherAnswers: {},
    terminated: 0,
    stored: 0,
    lost: 0,
    halfWritten: 0,
    stayedUp: true,
    healthWhileRefused: 0,
    healthOnceAllowed: 0,
  };
  const references: string[] = [];
  const other = (key: string) => (counts.otherAnswers[key] = (counts.otherAnswers[key] ?? 0) + 1);
  let stop = false;
  let sent = 0;
  const runId = randomUUID().slice(0, 8);

  const visitor = async (index: number) => {
    while (!stop && options.running()) {
      counts.posted += 1;
      try {
        const answer = await postContact(
          options.origin,
          `trial-${runId}-${index}-${sent++}@example.com`,
        );
        if ((answer.status === 302 || answer.status === 303) && answer.reference) {
          counts.acknowledged += 1;
          references.push(decodeURIComponent(answer.reference));
        } else if (answer.status === 503 && answer.retryAfter) {
          counts.outages += 1;
        } else {
          other(`HTTP ${answer.status}`);
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        other(cause?.code ?? (error as Error).message);
      }
    }
  };

  const visitors = Array.from({ length: options.visitors }, (_, index) => visitor(index));
  try {
    for (let round = 0; round < options.rounds && options.running(); round++) {
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
      counts.terminated += await terminateAll(options.adminUrl, options.database);
    }
  } finally {
    stop = true;
    await Promise.all(visitors);
  }

  // A failover's other half: for a while no connection is let in at all.
  const quoted = `"${options.database.replaceAll('"', '""')}"`;
  await withAdmin(options.adminUrl, (client) =>
    client.query(`alter database ${quoted} allow_connections false`),
  );
  try {
    counts.terminated += await terminateAll(options.adminUrl, options.database);
    counts.healthWhileRefused = await health(options.origin);
  } finally {
    await withAdmin(options.adminUrl, (client) =>
      client.query(`alter database ${quoted} allow_connections true`),
    );
  }
  counts.healthOnceAllowed = await health(options.origin);

  const databaseUrl = new URL(options.adminUrl);
  databaseUrl.pathname = `/${options.database}`;
  await withAdmin(databaseUrl.toString(), async (client) => {
    const whole = await client.query<{ n: number }>(
      `select count(*)::int as n from contacts c where c.reference = any($1) and ${WHOLE}`,
      [references],
    );
    counts.stored = whole.rows[0]!.n;
    counts.lost = references.length - counts.stored;
    const broken = await client.query<{ n: number }>(
      `select count(*)::int as n from contacts c where not (${WHOLE})`,
    );
    counts.halfWritten = broken.rows[0]!.n;
  });
  counts.stayedUp = options.running();
  return counts;
}

async function health(origin: string): Promise<number> {
  return fetch(`${origin}/healthz`).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

/**
 * Mail the worker may take now (not held by a lease, not waiting for a retry) that is still
 * unsent: once the database is back this falls to zero without anyone restarting anything.
 */
export async function mailDueUnsent(adminUrl: string, database: string): Promise<number> {
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  return withAdmin(databaseUrl.toString(), async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())`,
    );
    return rows[0]!.n;
  });
}
