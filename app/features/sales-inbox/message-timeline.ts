import { LEAD_EVENT } from "~/features/lead/lead-events";

// The timeline's entries for mail between the sales team and a lead, and for a merge: what
// the event's payload names, with the message as stored now (an erased message shows as gone).

/** A file's size as staff read it: "840 B", "12 KB", "2.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A stored message as the timeline shows it. */
export interface TimelineMessage {
  subject: string;
  text: string;
  from: string;
  to: string;
  files: { href: string; label: string }[];
  /** Attachments that were not kept, and why. */
  refused: { name: string; reason: string }[];
}

/** What the timeline shows for one event (its TimelineEntry without id, type and time). */
interface Described {
  actor: "visitor" | "staff" | "site";
  title: string;
  lines: string[];
  text?: string;
  downloads?: { href: string; label: string }[];
}

const str = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

export function describeMessageEvent(
  type: string,
  p: Record<string, unknown>,
  messages: Readonly<Record<string, TimelineMessage>>,
): Described | null {
  const staff = str(p.staffName) ?? "A staff member";
  if (type === LEAD_EVENT.messageSent || type === LEAD_EVENT.messageReceived) {
    const message = messages[str(p.messageId) ?? ""];
    const sent = type === LEAD_EVENT.messageSent;
    const lines = message
      ? [
          `${sent ? "To" : "From"}: ${sent ? message.to : message.from}`,
          `Subject: ${message.subject}`,
          ...message.refused.map((file) => `Not kept: ${file.name} (${file.reason})`),
        ]
      : ["The message is no longer stored."];
    if (!sent && str(p.threadedBy)) lines.push(`Threaded onto this lead by ${staff}`);
    return {
      actor: sent ? "staff" : "visitor",
      title: sent ? `${staff} replied by mail` : "Answered by mail",
      lines,
      ...(message ? { text: message.text } : {}),
      ...(message && message.files.length > 0 ? { downloads: message.files } : {}),
    };
  }
  if (type === LEAD_EVENT.leadMerged) {
    const references = Array.isArray(p.mergedReferences) ? p.mergedReferences.map(String) : [];
    return {
      actor: "staff",
      title: `${staff} merged ${str(p.mergedReference) ?? "another lead"} into this lead`,
      lines: [
        references.length > 0 ? `Its references stay searchable: ${references.join(", ")}` : "",
        str(p.mergedEmail) ? `Its address: ${str(p.mergedEmail)}` : "",
      ].filter(Boolean),
    };
  }
  return null;
}
