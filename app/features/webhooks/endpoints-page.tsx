import { Form, Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";
import { CheckboxField } from "~/components/form/checkbox-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldErrorText } from "~/components/form/field-shell";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { SecretReveal } from "~/components/secret-reveal";
import type { FormResult } from "~/lib/forms/form-result";

import {
  ENDPOINT_FIELDS,
  eventField,
  PAYLOAD_KINDS,
  PAYLOAD_LABELS,
  type PayloadKind,
} from "./endpoint-schema";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "./webhook-events";

export interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  enabled: boolean;
  payloadKind: PayloadKind;
  createdAt: string;
  pending: number;
  failed: number;
}

export type AddEndpointResult = FormResult<{ endpointId: string; url: string; secret: string }>;

export const ENDPOINT_NOTICES = {
  enabled: "The endpoint is enabled: waiting deliveries go out within a few seconds.",
  disabled: "The endpoint is disabled: new events wait for it until it is enabled again.",
  deleted: "The endpoint was deleted, with its deliveries and their log.",
  missing: "That endpoint no longer exists.",
} as const;

export type EndpointNotice = keyof typeof ENDPOINT_NOTICES;

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

function Notice({ notice }: { notice: EndpointNotice }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-control border border-accent-600 bg-accent-50 p-3 text-sm text-accent-800"
    >
      {ENDPOINT_NOTICES[notice]}
    </p>
  );
}

function EventsList({ eventTypes }: { eventTypes: string[] }) {
  if (eventTypes.length === 0) return <>All events</>;
  return (
    <ul className="grid gap-0.5">
      {eventTypes.map((type) => (
        <li key={type} className="font-mono text-xs">
          {type}
        </li>
      ))}
    </ul>
  );
}

function EndpointActions({ endpoint }: { endpoint: EndpointRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="endpointId" value={endpoint.id} />
        <input type="hidden" name="enabled" value={endpoint.enabled ? "false" : "true"} />
        <button
          type="submit"
          className="btn-secondary min-h-9 px-3 py-1.5"
          aria-label={`${endpoint.enabled ? "Disable" : "Enable"} ${endpoint.url}`}
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </button>
      </Form>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(`Delete ${endpoint.url} and its delivery log?`)) {
            event.preventDefault();
          }
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="endpointId" value={endpoint.id} />
        <button
          type="submit"
          className="btn min-h-9 border border-danger-600 px-3 py-1.5 text-danger-700 hover:bg-danger-50"
          aria-label={`Delete ${endpoint.url}`}
        >
          Delete
        </button>
      </Form>
    </div>
  );
}

const COLUMNS: readonly DataTableColumn<EndpointRow>[] = [
  {
    header: "Endpoint",
    cell: (endpoint) => (
      <>
        <Link
          to={`/admin/webhooks/${endpoint.id}`}
          className="link break-all"
          aria-label={`Delivery log of ${endpoint.url}`}
        >
          {endpoint.url}
        </Link>
        {endpoint.description ? <p className="text-ink-700">{endpoint.description}</p> : null}
        <p className="text-xs text-ink-600">
          Added{" "}
          <time dateTime={endpoint.createdAt}>
            {dateFormat.format(new Date(endpoint.createdAt))}
          </time>
        </p>
      </>
    ),
  },
  {
    header: "Events",
    className: "text-ink-700",
    cell: (endpoint) => (
      <>
        <EventsList eventTypes={endpoint.eventTypes} />
        <p className="mt-1 text-xs text-ink-600">
          {endpoint.payloadKind === "full" ? "Full payload" : "Thin payload"}
        </p>
      </>
    ),
  },
  {
    header: "State",
    cell: (endpoint) =>
      endpoint.enabled ? (
        <span className="font-semibold text-accent-800">Enabled</span>
      ) : (
        <span className="font-semibold text-ink-700">Disabled</span>
      ),
  },
  {
    header: "Waiting / failed",
    className: "text-ink-700",
    cell: (endpoint) => (
      <>
        {endpoint.pending} / {endpoint.failed}
      </>
    ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (endpoint) => <EndpointActions endpoint={endpoint} />,
  },
];

function AddEndpointForm({ result }: { result: AddEndpointResult | undefined }) {
  const failure = result && !result.ok ? result : undefined;
  const added = result?.ok ? result : undefined;
  // After a success the form starts empty again, with every event ticked.
  const values = failure?.values;
  return (
    <section aria-labelledby="add-endpoint-heading" className="mt-10 max-w-2xl">
      <h2 id="add-endpoint-heading" className="font-display text-xl font-semibold text-ink-900">
        Add an endpoint
      </h2>
      {added ? (
        <div
          role="status"
          className="mt-4 grid gap-3 rounded-card border border-accent-600 bg-accent-50 p-4"
        >
          <p className="break-all text-sm font-semibold text-accent-800">
            Endpoint added: {added.url}. Copy its signing secret now.
          </p>
          <SecretReveal
            id="endpoint-secret"
            label="Signing secret"
            noun="secret"
            value={added.secret}
            hint="Give it to the receiving system to verify the webhook-signature header. It is not shown again; to replace it, delete the endpoint and add it anew."
          />
          <p className="text-sm">
            <Link to={`/admin/webhooks/${added.endpointId}`} className="link">
              See its delivery log
            </Link>
          </p>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-4" key={added?.endpointId ?? "form"}>
        <input type="hidden" name="intent" value="add" />
        {failure ? (
          <ErrorSummary
            fieldErrors={failure.fieldErrors}
            formError={failure.formError}
            order={[...ENDPOINT_FIELDS, "eventTypes"]}
            ids={{ eventTypes: eventField(WEBHOOK_EVENT_TYPES[0]) }}
          />
        ) : null}
        <TextField
          name="url"
          label="URL"
          type="url"
          required
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://hooks.example.com/near-genius"
          hint="Only https addresses on the public internet."
          defaultValue={values?.url ?? ""}
          error={failure?.fieldErrors.url}
        />
        <TextField
          name="description"
          label="Description"
          maxLength={200}
          hint="Who receives it, e.g. “CRM sync”."
          defaultValue={values?.description ?? ""}
          error={failure?.fieldErrors.description}
        />
        <SelectField
          name="payload"
          label="Payload"
          hint="Full saves a CRM a second call per event; its body holds the person's details."
          options={PAYLOAD_KINDS.map((kind) => ({ value: kind, label: PAYLOAD_LABELS[kind] }))}
          defaultValue={values?.payload ?? "thin"}
          error={failure?.fieldErrors.payload}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={failure?.fieldErrors.eventTypes ? "eventTypes-error" : undefined}
        >
          <legend className="text-sm font-medium text-ink-900">
            Events to send
            <span aria-hidden="true" className="text-danger-700">
              {" "}
              *
            </span>
          </legend>
          <FieldErrorText id="eventTypes" error={failure?.fieldErrors.eventTypes} />
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              name={eventField(type)}
              label={
                <>
                  <span className="font-mono text-xs">{type}</span>{" "}
                  <span className="text-ink-600">— {WEBHOOK_EVENT_LABELS[type]}</span>
                </>
              }
              defaultChecked={values ? values[eventField(type)] === "yes" : true}
            />
          ))}
        </fieldset>
        <button type="submit" className="btn-primary justify-self-start">
          Add endpoint
        </button>
      </Form>
    </section>
  );
}

export function EndpointsPage({
  endpoints,
  notice,
  result,
}: {
  endpoints: EndpointRow[];
  notice: EndpointNotice | null;
  result: AddEndpointResult | undefined;
}) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Webhooks</h1>
      <p className="mt-2 max-w-3xl text-sm text-ink-600">
        Other systems hear of new leads, briefings, booked calls, shortlists, interviews and contact
        messages here. Each event is signed (Standard Webhooks) and carries ids and references only,
        unless the endpoint asks for full payloads: then it also carries the lead with its timeline.
        Failed deliveries are retried for about three days.
      </p>
      {notice ? <Notice notice={notice} /> : null}
      <DataTable
        caption="Webhook endpoints, newest first"
        columns={COLUMNS}
        rows={endpoints}
        rowKey={(endpoint) => endpoint.id}
        empty={<p className="mt-6 text-ink-700">No endpoints yet.</p>}
        className="relative mt-6"
        tableClassName="min-w-[44rem]"
        rowClassName="align-top"
      />
      <AddEndpointForm result={result} />
    </>
  );
}
