import { Form } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import { CheckboxField } from "~/components/form/checkbox-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldErrorText } from "~/components/form/field-shell";
import { TextField } from "~/components/form/text-field";
import { SecretReveal } from "~/components/secret-reveal";
import type { FormResult } from "~/lib/forms/form-result";

import { API_SCOPE_LABELS, API_SCOPES } from "./api-scopes";
import { scopeField, TOKEN_FIELDS, TOKEN_NAME_MAX } from "./api-token-schema";

export interface ApiTokenRow {
  id: string;
  name: string;
  tokenPrefix: string;
  scopes: string[];
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export type CreateTokenResult = FormResult<{ tokenId: string; name: string; token: string }>;

export const TOKEN_NOTICES = {
  revoked: "The token is revoked: requests that send it are refused from now on.",
  missing: "That token does not exist or was already revoked.",
} as const;

export type TokenNotice = keyof typeof TOKEN_NOTICES;

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const momentFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function When({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

function RevokeForm({ token }: { token: ApiTokenRow }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Revoke the token “${token.name}”? Requests that send it will fail.`)) {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="tokenId" value={token.id} />
      <button
        type="submit"
        className="btn min-h-9 border border-danger-600 px-3 py-1.5 text-danger-700 hover:bg-danger-50"
        aria-label={`Revoke ${token.name}`}
      >
        Revoke
      </button>
    </Form>
  );
}

const COLUMNS: readonly DataTableColumn<ApiTokenRow>[] = [
  {
    header: "Name",
    rowHeader: true,
    className: "font-semibold text-ink-900",
    cell: (token) => token.name,
  },
  {
    header: "Token",
    className: "font-mono text-xs text-ink-700",
    cell: (token) => (
      <>
        {token.tokenPrefix}
        <span aria-hidden="true">…</span>
      </>
    ),
  },
  {
    header: "Scopes",
    cell: (token) => (
      <ul className="grid gap-0.5">
        {token.scopes.map((scope) => (
          <li key={scope} className="font-mono text-xs">
            {scope}
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: "Created",
    className: "text-ink-700",
    cell: (token) => (
      <>
        <When iso={token.createdAt} format={dayFormat} />
        <p className="break-all text-xs text-ink-600">by {token.createdBy}</p>
      </>
    ),
  },
  {
    header: "Last used (UTC)",
    className: "text-ink-700",
    cell: (token) =>
      token.lastUsedAt ? <When iso={token.lastUsedAt} format={momentFormat} /> : "Never",
  },
  {
    header: "State",
    cell: (token) =>
      token.revokedAt ? (
        <span className="text-ink-700">
          Revoked <When iso={token.revokedAt} format={dayFormat} />
        </span>
      ) : (
        <span className="font-semibold text-accent-800">Active</span>
      ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (token) => (token.revokedAt ? null : <RevokeForm token={token} />),
  },
];

function CreateTokenForm({ result }: { result: CreateTokenResult | undefined }) {
  const failure = result && !result.ok ? result : undefined;
  const created = result?.ok ? result : undefined;
  // After a success the form starts empty again.
  const values = failure?.values;
  return (
    <section aria-labelledby="create-token-heading" className="mt-10 max-w-2xl">
      <h2 id="create-token-heading" className="font-display text-xl font-semibold text-ink-900">
        Create a token
      </h2>
      {created ? (
        <div
          role="status"
          className="mt-4 grid gap-3 rounded-card border border-accent-600 bg-accent-50 p-4"
        >
          <p className="text-sm font-semibold break-words text-accent-800">
            Token “{created.name}” created. Copy it now: it is shown only this once.
          </p>
          <SecretReveal
            id="api-token-value"
            label="API token"
            noun="token"
            value={created.token}
            hint={
              <>
                Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>.
                It is not shown again: only a hash of it is kept. To replace it, revoke it and
                create another.
              </>
            }
          />
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-4" key={created?.tokenId ?? "form"}>
        <input type="hidden" name="intent" value="create" />
        {failure ? (
          <ErrorSummary
            fieldErrors={failure.fieldErrors}
            formError={failure.formError}
            order={[...TOKEN_FIELDS, "scopes"]}
            ids={{ scopes: scopeField(API_SCOPES[0]) }}
          />
        ) : null}
        <TextField
          name="name"
          label="Name"
          required
          maxLength={TOKEN_NAME_MAX}
          autoComplete="off"
          hint="Who uses it, e.g. “CRM sync”. The audit log records each write under this name."
          defaultValue={values?.name ?? ""}
          error={failure?.fieldErrors.name}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={failure?.fieldErrors.scopes ? "scopes-error" : undefined}
        >
          <legend className="text-sm font-medium text-ink-900">
            Scopes
            <span aria-hidden="true" className="text-danger-700">
              {" "}
              *
            </span>
          </legend>
          <FieldErrorText id="scopes" error={failure?.fieldErrors.scopes} />
          {API_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              name={scopeField(scope)}
              label={
                <>
                  <span className="font-mono text-xs">{scope}</span>{" "}
                  <span className="text-ink-600">— {API_SCOPE_LABELS[scope]}</span>
                </>
              }
              defaultChecked={values ? values[scopeField(scope)] === "yes" : false}
            />
          ))}
        </fieldset>
        <button type="submit" className="btn-primary justify-self-start">
          Create token
        </button>
      </Form>
    </section>
  );
}

export function ApiTokensPage({
  tokens,
  notice,
  result,
}: {
  tokens: ApiTokenRow[];
  notice: TokenNotice | null;
  result: CreateTokenResult | undefined;
}) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">API tokens</h1>
      <p className="mt-2 max-w-3xl text-sm text-ink-600">
        Recruiting tools and CRMs read and import the talent pool through the API at{" "}
        <code className="font-mono">/api/v1</code>, described at{" "}
        <a href="/api/v1/openapi.json" className="link">
          /api/v1/openapi.json
        </a>
        . Each token has a name and the scopes it may use; give each system its own, with no more
        scopes than it needs.
      </p>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-control border border-accent-600 bg-accent-50 p-3 text-sm text-accent-800"
        >
          {TOKEN_NOTICES[notice]}
        </p>
      ) : null}
      <DataTable
        caption="API tokens, newest first"
        columns={COLUMNS}
        rows={tokens}
        rowKey={(token) => token.id}
        empty={<p className="mt-6 text-ink-700">No tokens yet.</p>}
        className="relative mt-6"
        tableClassName="min-w-[52rem]"
        rowClassName="align-top"
      />
      <CreateTokenForm result={result} />
    </>
  );
}
