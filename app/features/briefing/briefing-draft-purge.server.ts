import { and, eq, lt, notExists, sql } from "drizzle-orm";

import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import type { Database } from "~/lib/db/client.server";
import { briefingDrafts, briefingFiles, briefings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { describeError, log } from "~/lib/log.server";
import { type FileStorage, fileStorageFromEnv } from "~/lib/storage/file-storage.server";

export interface PurgeOptions {
  now: Date;
  /** Drafts not saved for this many days are deleted. */
  days: number;
  /** Removes a deleted file record's bytes from file storage. */
  deleteStoredFile?: (key: string) => Promise<void>;
}

/**
 * Deletes drafts of leads that stopped working on their briefing `days` ago, and the
 * uploaded documents nothing needs any more: older than that, of a lead with no draft in
 * progress, and named by no submitted briefing. Returns how many drafts were removed.
 * File bytes go after the rows are gone, so a failed storage call leaves a stray file,
 * never a record pointing at nothing.
 */
export async function purgeExpiredBriefingDrafts(
  db: Database,
  options: PurgeOptions,
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.days * 86_400_000);
  const { drafts, keys } = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(briefingDrafts)
      .where(lt(briefingDrafts.updatedAt, cutoff))
      .returning({ leadId: briefingDrafts.leadId });
    const files = await tx
      .delete(briefingFiles)
      .where(
        and(
          lt(briefingFiles.createdAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(briefingDrafts)
              .where(eq(briefingDrafts.leadId, briefingFiles.leadId)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(briefings)
              .where(
                sql`${briefings.answers} -> 'projectNeeds' -> 'uploadedDocuments' @> jsonb_build_array(jsonb_build_object('id', ${briefingFiles.id}::text))`,
              ),
          ),
        ),
      )
      .returning({ key: briefingFiles.storageKey });
    return { drafts: removed.length, keys: files.map((file) => file.key) };
  });
  if (options.deleteStoredFile) {
    for (const key of keys) {
      try {
        await options.deleteStoredFile(key);
      } catch (error) {
        log.error(`[briefing] stored file ${key} not deleted`, { error: describeError(error) });
      }
    }
  }
  return drafts;
}

const PURGE_EVERY_MS = 3_600_000;

/** The hourly purge, for the mail worker's housekeeping (addHousekeepingTask). */
export function briefingDraftPurgeTask(
  options: {
    days?: () => number;
    fileStorage?: () => Promise<Pick<FileStorage, "delete">>;
  } = {},
): HousekeepingTask {
  const days = options.days ?? (() => env().BRIEFING_DRAFT_DAYS);
  const storage = options.fileStorage ?? fileStorageFromEnv;
  return {
    name: "briefing-drafts",
    everyMs: PURGE_EVERY_MS,
    async run(db, now) {
      const files = await storage();
      const removed = await purgeExpiredBriefingDrafts(db, {
        now,
        days: days(),
        deleteStoredFile: (key) => files.delete(key),
      });
      if (removed > 0) log.info(`[briefing] removed ${removed} expired draft(s)`);
      return removed;
    },
  };
}
