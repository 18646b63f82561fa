import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates, candidateSkills } from "~/lib/db/schema";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";
import { generateTalentSample, SAMPLE_POOL_OPTIONS } from "~/lib/db/seed/talent-sample";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import type { TalentFilters } from "./talent-filter-query";
import { parseTalentFilters } from "./talent-filters";
import { COUNT_CAP, listTalent, searchWords } from "./talent-list.server";
import { addCandidate, testSurname } from "./talent-test-candidates.server";
import { CLIENT_WORKDAY, overlapMinutes } from "./working-hours-overlap";
import { overlapSql } from "./working-hours-overlap.server";

const filters = (query: Record<string, string>): TalentFilters =>
  parseTalentFilters(new URLSearchParams(query));

const sorted = (ids: string[]) => [...ids].sort();

/** The moment every list in these tests is read at: the zone filter's "today" follows from it. */
const NOW = new Date("2026-12-01T15:00:00Z");

it("reads a search as folded words, keeping C++ and C# whole", () => {
  expect(searchWords("  María-José  Pérez ")).toEqual(["maria", "jose", "perez"]);
  expect(searchWords("C++ and C#")).toEqual(["c++", "and", "c#"]);
  expect(searchWords("100% _x_ '--'")).toEqual(["100", "x"]);
  expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
});

describeOnEachDriver("talent: listTalent", (driver) => {
  let connection: DatabaseConnection;
  const pool = generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: 40 });

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await syncTalentSample(connection.db, "on", { pool, now: new Date("2026-11-30T12:00:00Z") });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);
  const found = async (query: Record<string, string>) =>
    sorted(ids(await listTalent(connection.db, filters(query), { pageSize: 500, now: NOW })));

  /** Every candidate with their skills, read plainly, to check the filters against. */
  async function everyone() {
    const people = await connection.db.select().from(candidates);
    const skills = await connection.db.select().from(candidateSkills);
    return people.map((person) => ({
      ...person,
      skills: skills.filter((skill) => skill.candidateId === person.id),
    }));
  }

  it("pages through every candidate newest first, ties by id, without duplicates or gaps", async () => {
    const db = connection.db;
    // The sample profiles share one created_at; these add a tie within the same millisecond.
    const surname = testSurname();
    const same = new Date("2026-12-01T09:00:00.123Z");
    await db.insert(candidates).values(
      [0, 1, 2].map((index) =>
        candidateValues({
          lastName: surname,
          email: `tie${index}@${surname}.test`,
          createdAt: same,
        }),
      ),
    );
    const expected = (
      await db
        .select({ id: candidates.id })
        .from(candidates)
        .orderBy(desc(candidates.createdAt), desc(candidates.id))
    ).map((row) => row.id);
    expect(expected.length).toBe(43);

    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listTalent(db, filters(after ? { after } : {}), {
        pageSize: 7,
        now: NOW,
      });
      expect(page.total).toEqual({ count: 43, capped: false });
      seen.push(...ids(page));
      after = page.nextCursor ?? undefined;
      pages += 1;
    } while (after && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toEqual(expected);

    // A search with few matches reads its page through the trigram index and sorts it: the
    // same order, ties included, and the same cursor.
    const tied = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.lastName, surname));
    const searched: string[] = [];
    let next: string | undefined;
    do {
      const query: Record<string, string> = next ? { q: surname, after: next } : { q: surname };
      const page = await listTalent(db, filters(query), { pageSize: 2, now: NOW });
      searched.push(...ids(page));
      next = page.nextCursor ?? undefined;
    } while (next && searched.length < 10);
    expect(searched).toEqual(expected.filter((id) => tied.some((row) => row.id === id)));
    expect(searched).toHaveLength(3);

    // A cursor that is not one of ours starts from the first page rather than failing.
    const first = await listTalent(db, filters({ after: "not-a-cursor" }), {
      pageSize: 7,
      now: NOW,
    });
    expect(ids(first)).toEqual(expected.slice(0, 7));
  });

  it("narrows by role, seniority, status, English, availability and skill exactly", async () => {
    const people = await everyone();
    const expect_ = (keep: (person: (typeof people)[number]) => boolean) =>
      sorted(people.filter(keep).map((person) => person.id));
    const levels = ["A1", "A2", "B1", "B2", "C1", "C2"];
    const sample = pool[3]!;
    const role = sample.roleIds[0]!;
    const day = sample.availableFrom;

    const cases: [Record<string, string>, (person: (typeof people)[number]) => boolean][] = [
      [{ role }, (p) => p.roleIds.includes(role)],
      [{ seniority: "senior" }, (p) => p.seniority === "senior"],
      [{ status: "interviewing" }, (p) => p.status === "interviewing"],
      [{ english: "C1" }, (p) => levels.indexOf(p.englishLevel) >= levels.indexOf("C1")],
      [{ available: day }, (p) => p.availableFrom <= day],
      [{ skill: "React.js" }, (p) => p.skills.some((s) => s.skillSlug === "react")],
      [
        { skill: "postgres", english: "B2", seniority: "senior" },
        (p) =>
          p.skills.some((s) => s.skillSlug === "postgresql") &&
          levels.indexOf(p.englishLevel) >= levels.indexOf("B2") &&
          p.seniority === "senior",
      ],
    ];
    for (const [query, keep] of cases) {
      const wanted = expect_(keep);
      expect(wanted.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(wanted.length, JSON.stringify(query)).toBeLessThan(people.length);
      expect(await found(query), JSON.stringify(query)).toEqual(wanted);
    }
  });

  it("finds a Kubernetes engineer by k8s, and skills the vocabulary does not know by their text", async () => {
    const db = connection.db;
    const surname = testSurname();
    const kube = await addCandidate(db, { lastName: surname }, [
      { typed: "Kubernetes", years: 4, evidence: "assessed" },
    ]);
    const k8s = await addCandidate(db, { lastName: surname }, [
      { typed: "K8S", years: 2, evidence: "self-reported" },
    ]);
    const elixir = await addCandidate(db, { lastName: surname }, [
      { typed: "Elixir/OTP", years: 3, evidence: "verified" },
    ]);
    // Stored before the vocabulary knew "Golang": no slug, only its text.
    const [old] = await db
      .insert(candidates)
      .values(candidateValues({ lastName: surname, email: `old@${surname}.test` }))
      .returning();
    await db.insert(candidateSkills).values({
      candidateId: old!.id,
      name: "Golang",
      skillSlug: null,
      normalized: "golang",
      years: 5,
      evidence: "verified",
    });

    const mine = (query: Record<string, string>) => found({ q: surname, ...query });
    expect(await mine({ skill: "k8s" })).toEqual(sorted([kube.id, k8s.id]));
    expect(await mine({ skill: " kubernetes " })).toEqual(sorted([kube.id, k8s.id]));
    expect(await mine({ skill: "elixir otp" })).toEqual([elixir.id]);
    expect(await mine({ skill: "elixir" })).toEqual([]);
    expect(await mine({ skill: "Go" })).toEqual([old!.id]);
    expect(await mine({ skill: "--" })).toEqual([]);
    // The search box too: an alias, the start of a skill, the start of a word of its name.
    expect(await found({ q: `k8s ${surname}` })).toEqual(sorted([kube.id, k8s.id]));
    expect(await found({ q: `kube ${surname}` })).toEqual(sorted([kube.id, k8s.id]));
    expect(await found({ q: `OTP ${surname}` })).toEqual([elixir.id]);
    expect(await found({ q: `golang ${surname}` })).toEqual([old!.id]);
  });

  it("searches the start of any word of the name, whatever the case and accents", async () => {
    const db = connection.db;
    const surname = testSurname();
    const maria = await addCandidate(
      db,
      { firstName: "María José", lastName: `Pérez-Gómez ${surname}` },
      [
        { typed: "React Native", years: 3, evidence: "assessed" },
        { typed: "C#", years: 2, evidence: "verified" },
      ],
    );
    const joao = await addCandidate(db, { firstName: "João", lastName: `O'Neil ${surname}` }, [
      { typed: "Python", years: 6, evidence: "assessed" },
    ]);
    const search = (q: string) => found({ q });

    expect(await search(`maria ${surname}`)).toEqual([maria.id]);
    expect(await search(`JOSÉ GOM ${surname}`)).toEqual([maria.id]);
    expect(await search(`perez ${surname.toUpperCase()}`)).toEqual([maria.id]);
    expect(await search(`joao neil ${surname}`)).toEqual([joao.id]);
    // A name and a skill together; a skill's second word; a skill spelled as one word.
    expect(await search(`maria native ${surname}`)).toEqual([maria.id]);
    expect(await search(`reactnative ${surname}`)).toEqual([maria.id]);
    expect(await search(`c# ${surname}`)).toEqual([maria.id]);
    expect(await search(`pyth ${surname}`)).toEqual([joao.id]);
    expect(await search(surname.slice(0, 6))).toEqual(sorted([maria.id, joao.id]));
    // Not the middle of a word, not a skill nobody has, not a word of one and none of the other.
    expect(await search(`aria ${surname}`)).toEqual([]);
    expect(await search(`rust ${surname}`)).toEqual([]);
    expect(await search(`maria python ${surname}`)).toEqual([]);
    // Only punctuation: nothing to search for, so nothing matches (not everything).
    expect(await search("-- ''")).toEqual([]);
    // Words in a script the skill vocabulary cannot normalise name no skill, so they do not
    // match everyone who has one.
    expect(await search("иван петров")).toEqual([]);
  });

  it("counts English as at least the level asked, and availability up to the day", async () => {
    const db = connection.db;
    const surname = testSurname();
    const [b1, b2, c1, c2] = await Promise.all(
      (["B1", "B2", "C1", "C2"] as const).map((englishLevel, index) =>
        addCandidate(db, {
          lastName: surname,
          englishLevel,
          availableFrom: ["2026-12-01", "2026-12-15", "2026-12-16", "2027-01-10"][index],
        }),
      ),
    );
    const mine = (query: Record<string, string>) => found({ q: surname, ...query });
    expect(await mine({ english: "B2" })).toEqual(sorted([b2!.id, c1!.id, c2!.id]));
    expect(await mine({ english: "C2" })).toEqual([c2!.id]);
    expect(await mine({ english: "A1" })).toEqual(sorted([b1!.id, b2!.id, c1!.id, c2!.id]));
    expect(await mine({ available: "2026-12-15" })).toEqual(sorted([b1!.id, b2!.id]));
    expect(await mine({ available: "2026-11-30" })).toEqual([]);
    expect(await mine({ english: "C1", available: "2026-12-31" })).toEqual([c1!.id]);
  });

  it("gives each row what the list shows, with the top four skills by evidence then years", async () => {
    const db = connection.db;
    const surname = testSurname();
    const person = await addCandidate(
      db,
      {
        firstName: "Lucía",
        lastName: surname,
        roleIds: ["backend", "devops"],
        hourlyRateUsd: 62,
        status: "interviewing",
      },
      [
        { typed: "Docker", years: 9, evidence: "self-reported" },
        { typed: "Go", years: 3, evidence: "verified" },
        { typed: "Terraform", years: 2, evidence: "assessed" },
        { typed: "AWS", years: 5, evidence: "verified" },
        { typed: "Kubernetes", years: 4, evidence: "assessed" },
        { typed: "Linux", years: 10, evidence: "self-reported" },
      ],
    );
    const page = await listTalent(db, filters({ q: surname, role: "devops" }), { now: NOW });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toEqual({
      id: person.id,
      handle: `Lucía ${surname[0]}.`,
      name: `Lucía ${surname}`,
      email: person.email,
      roleIds: ["backend", "devops"],
      seniority: "senior",
      yearsExperience: 8,
      englishLevel: "C1",
      country: "BR",
      timeZone: "America/Sao_Paulo",
      availableFrom: "2026-12-01",
      hourlyRateUsd: 62,
      status: "interviewing",
      sample: false,
      topSkills: [
        { name: "Kubernetes", years: 4, evidence: "assessed" },
        { name: skillTerm("Terraform").name, years: 2, evidence: "assessed" },
        { name: skillTerm("AWS").name, years: 5, evidence: "verified" },
        { name: skillTerm("Go").name, years: 3, evidence: "verified" },
      ],
    });
    expect(page.nextCursor).toBeNull();
    expect(await found({ q: surname, role: "frontend" })).toEqual([]);

    const samples = (await listTalent(db, filters({}), { pageSize: 500, now: NOW })).rows.filter(
      (row) => row.sample,
    );
    expect(samples).toHaveLength(pool.length);
    expect(samples.every((row) => row.topSkills.length > 0 && row.topSkills.length <= 4)).toBe(
      true,
    );
  });

  it("keeps the search text current as names and skills change, whoever writes them", async () => {
    const db = connection.db;
    const surname = testSurname();
    const person = await addCandidate(db, { firstName: "Bruno", lastName: surname }, [
      { typed: "Python", years: 3, evidence: "verified" },
    ]);
    const searchText = async (id: string) =>
      (
        await db
          .select({ text: candidates.searchText })
          .from(candidates)
          .where(eq(candidates.id, id))
      )[0]!.text;
    expect(await searchText(person.id)).toContain(" bruno ");
    expect(await searchText(person.id)).toContain(" python ~python @python ");

    // A rename.
    await db.update(candidates).set({ firstName: "Brúnhilde" }).where(eq(candidates.id, person.id));
    expect(await found({ q: `brunhilde ${surname}` })).toEqual([person.id]);
    expect(await found({ q: `bruno ${surname}` })).toEqual([]);

    // A skill added, by any writer: here plain SQL, as a console would.
    await db.execute(
      sql`insert into candidate_skills (candidate_id, name, skill_slug, normalized, years, evidence)
          values (${person.id}, 'Kubernetes', 'kubernetes', 'kubernetes', 2, 'verified')`,
    );
    expect(await found({ q: `k8s ${surname}` })).toEqual([person.id]);
    expect(await found({ q: `kube ${surname}` })).toEqual([person.id]);

    // A skill changed, then removed.
    await db
      .update(candidateSkills)
      .set({ name: "Elixir", skillSlug: null, normalized: "elixir" })
      .where(
        and(eq(candidateSkills.candidateId, person.id), eq(candidateSkills.normalized, "python")),
      );
    expect(await found({ q: `elixir ${surname}` })).toEqual([person.id]);
    expect(await found({ q: `python ${surname}` })).toEqual([]);
    await db
      .delete(candidateSkills)
      .where(
        and(
          eq(candidateSkills.candidateId, person.id),
          eq(candidateSkills.normalized, "kubernetes"),
        ),
      );
    expect(await found({ q: `k8s ${surname}` })).toEqual([]);
    expect(await searchText(person.id)).not.toContain("kubernetes");
    expect(await searchText(person.id)).toContain(" elixir ~elixir ");
  });

  it("gives each candidate their own skills when one statement writes many", async () => {
    const db = connection.db;
    const surname = testSurname();
    const [go, rust, none] = await Promise.all(
      ["Gabriela", "Renata", "Nadia"].map((firstName) =>
        addCandidate(db, { firstName, lastName: surname }),
      ),
    );
    await db.insert(candidateSkills).values([
      {
        candidateId: go!.id,
        name: "Go",
        skillSlug: "go",
        normalized: "go",
        years: 4,
        evidence: "assessed",
      },
      {
        candidateId: go!.id,
        name: "Docker",
        skillSlug: "docker",
        normalized: "docker",
        years: 2,
        evidence: "verified",
      },
      {
        candidateId: rust!.id,
        name: "Rust",
        skillSlug: null,
        normalized: "rust",
        years: 3,
        evidence: "self-reported",
      },
    ]);
    expect(await found({ q: `golang ${surname}` })).toEqual([go!.id]);
    expect(await found({ q: `docker ${surname}` })).toEqual([go!.id]);
    expect(await found({ q: `rust ${surname}` })).toEqual([rust!.id]);
    expect(await found({ q: `nadia ${surname}` })).toEqual([none!.id]);

    // One statement removing skills from several candidates updates each of them.
    await db
      .delete(candidateSkills)
      .where(inArray(candidateSkills.candidateId, [go!.id, rust!.id]));
    expect(await found({ q: `docker ${surname}` })).toEqual([]);
    expect(await found({ q: `rust ${surname}` })).toEqual([]);
    expect(await found({ q: surname })).toEqual(sorted([go!.id, rust!.id, none!.id]));
  });

  it("reads working-hours overlap in SQL as overlapMinutes does, across clock changes", async () => {
    const db = connection.db;
    const surname = testSurname();
    // Zones with and without daylight saving, in both hemispheres and at odd offsets; hours
    // by day and by night, ending at midnight, and lying in the hour the clocks skip or repeat.
    const zones = [
      "America/Sao_Paulo",
      "America/Santiago",
      "America/New_York",
      "Europe/London",
      "Pacific/Pago_Pago",
      "Asia/Kathmandu",
    ];
    const shifts = [
      [540, 1080],
      [1320, 360],
      [0, 360],
      [960, 1440],
      [90, 180],
    ] as const;
    const people = await Promise.all(
      zones.flatMap((timeZone) =>
        shifts.map(([workStartMinutes, workEndMinutes]) =>
          addCandidate(db, { lastName: surname, timeZone, workStartMinutes, workEndMinutes }),
        ),
      ),
    );
    const clients = [
      "America/New_York",
      "Europe/London",
      "Asia/Tokyo",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "Pacific/Kiritimati",
    ];
    // The days the clocks change in New York, Europe, Chile and Lord Howe, and a quiet one.
    const days = [
      "2026-03-08",
      "2026-03-29",
      "2026-04-05",
      "2026-09-06",
      "2026-10-04",
      "2026-10-25",
      "2026-11-01",
      "2026-07-15",
    ];
    let compared = 0;
    for (const zone of clients) {
      for (const day of days) {
        const rows = await db
          .select({
            id: candidates.id,
            minutes: sql<number>`(extract(epoch from ${overlapSql(zone, day)}) / 60)::int`,
          })
          .from(candidates)
          .where(eq(candidates.lastName, surname));
        const fromSql = new Map(rows.map((row) => [row.id, Number(row.minutes)]));
        for (const person of people) {
          const expected = overlapMinutes(
            {
              timeZone: person.timeZone,
              startMinutes: person.workStartMinutes,
              endMinutes: person.workEndMinutes,
            },
            { timeZone: zone, ...CLIENT_WORKDAY },
            day,
          );
          expect(
            fromSql.get(person.id),
            `${person.timeZone} ${person.workStartMinutes}-${person.workEndMinutes} for ${zone} on ${day}`,
          ).toBe(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(zones.length * shifts.length * clients.length * days.length);
  });

  it("filters by overlap with a client's zone on the client's date at the moment given", async () => {
    const db = connection.db;
    const surname = testSurname();
    const [saoPaulo, mexico, night] = await Promise.all([
      addCandidate(db, {
        lastName: surname,
        timeZone: "America/Sao_Paulo",
        workStartMinutes: 540,
        workEndMinutes: 1080,
      }),
      addCandidate(db, {
        lastName: surname,
        timeZone: "America/Mexico_City",
        workStartMinutes: 540,
        workEndMinutes: 1080,
      }),
      addCandidate(db, {
        lastName: surname,
        timeZone: "America/Bogota",
        workStartMinutes: 1320,
        workEndMinutes: 360,
      }),
    ]);
    const at = async (now: Date, query: Record<string, string>) =>
      sorted(ids(await listTalent(db, filters({ q: surname, ...query }), { pageSize: 500, now })));
    // Berlin in December (UTC+1) works 08:00–16:00 UTC: São Paulo 12:00–21:00 meets four hours
    // of it, Mexico City 15:00–00:00 one, Bogotá's night 03:00–11:00 three.
    const december = new Date("2026-12-01T15:00:00Z");
    expect(await at(december, { zone: "Europe/Berlin", overlap: "4" })).toEqual([saoPaulo!.id]);
    expect(await at(december, { zone: "Europe/Berlin", overlap: "3" })).toEqual(
      sorted([saoPaulo!.id, night!.id]),
    );
    expect(await at(december, { zone: "Europe/Berlin", overlap: "1" })).toEqual(
      sorted([saoPaulo!.id, mexico!.id, night!.id]),
    );
    expect(await at(december, { zone: "Europe/Berlin", overlap: "4.5" })).toEqual([]);
    // In July Berlin is on summer time (07:00–15:00 UTC) and Mexico City no longer changes.
    const july = new Date("2026-07-01T15:00:00Z");
    expect(await at(july, { zone: "Europe/Berlin", overlap: "3" })).toEqual(
      sorted([saoPaulo!.id, night!.id]),
    );
    expect(await at(july, { zone: "Europe/Berlin", overlap: "4" })).toEqual([night!.id]);
    // "Today" is the client's: late on 28 March in UTC it is already the 29th in Berlin, the
    // day its clocks spring forward.
    const beforeMidnight = new Date("2026-03-28T23:30:00Z");
    expect(await at(beforeMidnight, { zone: "Europe/Berlin", overlap: "4" })).toEqual([night!.id]);
    // A zone alone asks for the default hours; an unknown zone, or hours alone, filter nothing.
    expect(await at(december, { zone: "America/New_York" })).toEqual(
      sorted([saoPaulo!.id, mexico!.id]),
    );
    expect(await at(december, { zone: "Mars/Olympus_Mons", overlap: "8" })).toHaveLength(3);
    expect(await at(december, { overlap: "8" })).toHaveLength(3);
  });

  it("counts no further than the cap", async () => {
    const db = connection.db;
    const surname = testSurname();
    await db.insert(candidates).values(
      Array.from({ length: COUNT_CAP + 1 }, (_, index) =>
        candidateValues({
          lastName: surname,
          email: `many${index}@${surname}.test`,
          status: index < 3 ? "placed" : "available",
        }),
      ),
    );
    const page = await listTalent(db, filters({ q: surname }), { now: NOW });
    expect(page.total).toEqual({ count: COUNT_CAP, capped: true });
    expect(page.rows).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
    // Under the cap, the count is exact.
    const placed = await listTalent(db, filters({ q: surname, status: "placed" }), { now: NOW });
    expect(placed.total).toEqual({
      count: 3,
      capped: false,
    });
  });
});
