import { data } from "react-router";
import type { z } from "zod";

import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { FieldError } from "~/lib/forms/form-result";
import { MULTIPART_ALLOWANCE } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";
import { type FileStorage, fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import { type EditResult, replaceSkills } from "./candidate-edit.server";
import { type CandidateIntent, isCandidateIntent } from "./candidate-form-names";
import {
  CANDIDATE_INTENT_FIELDS,
  checkVettingFile,
  projectAddSchema,
  projectEditSchema,
  projectRemoveSchema,
  skillsSchema,
  VETTING_FILE_MAX_BYTES,
  vettingAddSchema,
  vettingEditSchema,
  vettingRemoveSchema,
} from "./candidate-record-schemas";
import {
  addProject,
  addVetting,
  editProject,
  editVetting,
  removeProject,
  removeVetting,
  type VettingFile,
} from "./candidate-records.server";
import type { CandidateActor } from "./candidate-timeline.server";

// The candidate page's forms (skills, vetting records, projects) all post to the page; the
// intent says which. Recruiters and admins only: sales reads the page without the forms, and
// a post from them is refused here whatever the page showed.

const FAILED = "The change was not saved. Please try again.";

function refuse(result: Extract<EditResult, { ok: false }>): never {
  throw new FormRefusal(404, {
    formError: {
      code: "conflict",
      message:
        result.reason === "not_found"
          ? "This record no longer exists; the page shows what is stored now."
          : FAILED,
    },
  });
}

/** The report chosen in a vetting form, when one was. */
function uploadedReport(formData: FormData): File | null {
  const file = formData.get("report");
  return file instanceof File && file.name !== "" ? file : null;
}

async function checkReport(formData: FormData): Promise<Record<string, FieldError>> {
  const file = uploadedReport(formData);
  if (!file) return {};
  const problem = checkVettingFile(file, new Uint8Array(await file.slice(0, 5).arrayBuffer()));
  return problem ? { report: { code: "invalid", message: problem } } : {};
}

async function deleteQuietly(storage: FileStorage, key: string | null, why: string) {
  if (!key) return;
  await storage.delete(key).catch((error: unknown) => {
    log.warn(`[candidate-vetting] ${why} file not deleted`, { error: describeError(error) });
  });
}

/**
 * Stores the report (if any) before the record that names it, runs `save`, and deletes the
 * new file again when the record did not land, so no file is left that nobody can find,
 * export or erase.
 */
async function withReport(
  formData: FormData,
  candidateId: string,
  save: (file: VettingFile | null) => Promise<EditResult<{ replacedFileKey?: string | null }>>,
): Promise<EditResult> {
  const report = uploadedReport(formData);
  if (!report) return save(null);
  const storage = await fileStorageFromEnv();
  const file = {
    key: `candidates/${candidateId.toLowerCase()}/vettings/${crypto.randomUUID()}.pdf`,
    name: report.name.split(/[\\/]/).pop() || "report.pdf",
  };
  await storage.put(file.key, new Uint8Array(await report.arrayBuffer()), "application/pdf");
  let result: EditResult<{ replacedFileKey?: string | null }>;
  try {
    result = await save(file);
  } catch (error) {
    await deleteQuietly(storage, file.key, "unsaved");
    throw error;
  }
  if (!result.ok) await deleteQuietly(storage, file.key, "unsaved");
  else await deleteQuietly(storage, result.replacedFileKey ?? null, "replaced");
  return result;
}

export async function candidatePageAction(request: Request, candidateId: string) {
  const staff = await requireStaff(request, { roles: ["recruiter"] });
  const intent = (await request.clone().formData()).get("intent");
  if (!isCandidateIntent(intent)) throw data({ reason: "intent" }, { status: 400 });
  const actor: CandidateActor = {
    staffUserId: staff.id,
    email: staff.email,
    ipAddress: staffRequestAddress(request),
  };

  const withFile = intent === "vetting-add" || intent === "vetting-edit";

  function run<Schema extends z.ZodType>(
    schema: Schema,
    save: (db: Database, input: z.output<Schema>, formData: FormData) => Promise<EditResult>,
  ) {
    return formAction(request, {
      name: `candidate-${intent as string}`,
      fields: CANDIDATE_INTENT_FIELDS[intent as CandidateIntent],
      schema,
      failedMessage: FAILED,
      ...(withFile
        ? { maxBytes: VETTING_FILE_MAX_BYTES + MULTIPART_ALLOWANCE, check: checkReport }
        : {}),
      save: async (db, input, { formData }) => {
        const result = await save(db, input, formData);
        if (!result.ok) refuse(result);
        return {
          result: { intent },
          redirectTo: `/admin/talent/${candidateId}?done=${intent as string}`,
        };
      },
    });
  }

  switch (intent) {
    case "skills":
      return run(skillsSchema, (db, input) => replaceSkills(db, candidateId, input.skills, actor));
    case "vetting-add":
      return run(vettingAddSchema, (db, input, formData) =>
        withReport(formData, candidateId, (file) =>
          addVetting(db, candidateId, input, actor, file),
        ),
      );
    case "vetting-edit":
      return run(vettingEditSchema, (db, { vettingId, ...input }, formData) =>
        withReport(formData, candidateId, (file) =>
          editVetting(db, candidateId, vettingId, input, actor, file),
        ),
      );
    case "vetting-remove":
      return run(vettingRemoveSchema, async (db, input) => {
        const removed = await removeVetting(db, candidateId, input.vettingId, actor);
        // The file goes once the record is gone for good; a failed delete leaves an orphan
        // file, never a record pointing at nothing.
        if (removed.ok && removed.fileKey) {
          const key = removed.fileKey;
          await (await fileStorageFromEnv()).delete(key).catch((error: unknown) => {
            log.warn("[candidate-vetting-remove] file not deleted", {
              error: describeError(error),
            });
          });
        }
        return removed;
      });
    case "project-add":
      return run(projectAddSchema, (db, input) => addProject(db, candidateId, input, actor));
    case "project-edit":
      return run(projectEditSchema, (db, { projectId, ...input }) =>
        editProject(db, candidateId, projectId, input, actor),
      );
    case "project-remove":
      return run(projectRemoveSchema, (db, input) =>
        removeProject(db, candidateId, input.projectId, actor),
      );
  }
}
