import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates, candidateVettings } from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { type FileStorage, localFileStorage } from "~/lib/storage/file-storage.server";

import { erasePerson } from "./person-erasure.server";
import { exportPersonData } from "./person-export.server";

const REPORT = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");

describeOnEachDriver("a candidate's own data", (driver) => {
  let connection: DatabaseConnection;
  let dir: string;
  let uploads: FileStorage;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    dir = await mkdtemp(path.join(tmpdir(), "ng-candidate-data-"));
    uploads = localFileStorage(dir);
  });
  afterAll(async () => {
    await connection?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function candidateWithReport(email: string) {
    const [row] = await connection.db
      .insert(candidates)
      .values(
        candidateValues({
          firstName: "Thiago",
          lastName: "Moreira",
          email,
          roleIds: ["devops"],
          seniority: "expert",
          yearsExperience: 12,
          englishLevel: "C2",
          workStartMinutes: 480,
          workEndMinutes: 1020,
          availableFrom: "2027-01-04",
          engagement: "part-time",
          hourlyRateUsd: 85,
        }),
      )
      .returning({ id: candidates.id });
    const key = `vetting/${row!.id}.pdf`;
    await uploads.put(key, REPORT, "application/pdf");
    await connection.db.insert(candidateVettings).values({
      candidateId: row!.id,
      kind: "system-design",
      score: 8.5,
      assessedOn: "2026-09-14",
      assessor: "Marcos Ribeiro, principal engineer",
      fileKey: key,
      fileName: "system-design.pdf",
    });
    return { id: row!.id, key };
  }

  it("exports the profile by its address in any case, without the file's storage key", async () => {
    const { id } = await candidateWithReport("thiago.moreira@example.com");
    const copy = await exportPersonData(connection.db, "Thiago.Moreira@EXAMPLE.com");
    expect(copy.candidates).toHaveLength(1);
    expect(copy.candidates[0]).toMatchObject({ id, handle: "Thiago M.", hourlyRateUsd: 85 });
    expect(copy.candidates[0]!.vettings).toEqual([
      expect.objectContaining({ kind: "system-design", score: 8.5, fileName: "system-design.pdf" }),
    ]);
    expect(JSON.stringify(copy)).not.toContain("vetting/");
  });

  it("erases the profile, its records and its files, and no one else's", async () => {
    const erased = await candidateWithReport("erase.me@example.com");
    const kept = await candidateWithReport("keep.me@example.com");
    const result = await erasePerson(connection.db, "ERASE.ME@example.com", {
      requestedBy: "admin@neargenius.test",
      uploads,
    });
    expect(result.summary).toMatchObject({ candidates: 1, files: 1 });
    expect(result.filesNotRemoved).toEqual([]);
    await expect(uploads.get(erased.key)).rejects.toThrow();
    expect(await uploads.get(kept.key)).toEqual(REPORT);
    const left = await connection.db
      .select({ id: candidateVettings.id })
      .from(candidateVettings)
      .where(eq(candidateVettings.candidateId, erased.id));
    expect(left).toEqual([]);
    expect((await exportPersonData(connection.db, "keep.me@example.com")).candidates).toHaveLength(
      1,
    );
  });
});
