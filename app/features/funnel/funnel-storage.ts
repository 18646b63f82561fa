import { z } from "~/lib/forms/zod-mini";

// The funnel's browser storage: sessionStorage under fixed key names that must not change.
// They are a per-tab cache in front of the visitor's lead on the server (decision 013), which
// is the source of truth. Every value read back is validated: storage can hold anything an
// older version of the site, an extension or the visitor left there.

export const FUNNEL_STORAGE_KEYS = {
  companyData: "companyData",
  selectedRoles: "selectedRoles",
  teamEstimate: "teamEstimate",
  briefingTeam: "briefingTeam",
} as const;

export type FunnelStorageKey = (typeof FUNNEL_STORAGE_KEYS)[keyof typeof FUNNEL_STORAGE_KEYS];

/** What registration leaves for later steps (under companyData, with the order id). */
// zod's mini build: this module runs in the browser on every funnel page (decision 039).
export const companyDataSchema = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(160)),
  contactName: z.string().check(z.trim(), z.maxLength(120)),
  email: z.string().check(z.trim(), z.maxLength(254)),
  phone: z.string().check(z.maxLength(40)),
  companyType: z.string().check(z.maxLength(40)),
  orderId: z.string().check(z.maxLength(64)),
});

export type CompanyData = z.infer<typeof companyDataSchema>;

/** The parsed JSON under a key; undefined when absent, unreadable or storage is off. */
export function readFunnelStorage(key: FunnelStorageKey): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeFunnelStorage(key: FunnelStorageKey, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the page still works from the lead.
  }
}

export function removeFunnelStorage(key: FunnelStorageKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // see writeFunnelStorage
  }
}

// Reading is lenient where writing is not: an older page, or another tab mid-way, may have
// left only some fields; the company name is what every reader needs.
const storedCompanyDataSchema = z.required(z.partial(companyDataSchema), { companyName: true });

export function readCompanyData():
  (Partial<CompanyData> & Pick<CompanyData, "companyName">) | undefined {
  const parsed = storedCompanyDataSchema.safeParse(
    readFunnelStorage(FUNNEL_STORAGE_KEYS.companyData),
  );
  return parsed.success ? parsed.data : undefined;
}

export function writeCompanyData(data: CompanyData): void {
  writeFunnelStorage(FUNNEL_STORAGE_KEYS.companyData, data);
}
