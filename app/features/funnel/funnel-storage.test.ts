import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  FUNNEL_STORAGE_KEYS,
  readCompanyData,
  readFunnelStorage,
  writeCompanyData,
  writeFunnelStorage,
} from "./funnel-storage";

/** sessionStorage as the browser has it: strings by key, and able to refuse writes. */
function fakeStorage(options: { full?: boolean } = {}) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (options.full) throw new Error("QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const company = {
  companyName: "Acme Pay",
  contactName: "Ana",
  email: "ana@acme.com",
  phone: "+14155552671",
  companyType: "fintech",
  orderId: "0b7f5c3e-5f1e-4a57-9d7e-2d1c3b4a5f60",
};

describe("funnel storage", () => {
  let storage: ReturnType<typeof fakeStorage>;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal("window", { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps its fixed key names", () => {
    expect(FUNNEL_STORAGE_KEYS).toEqual({
      companyData: "companyData",
      selectedRoles: "selectedRoles",
      teamEstimate: "teamEstimate",
      briefingTeam: "briefingTeam",
    });
  });

  it("writes companyData as JSON under its key and reads it back validated", () => {
    writeCompanyData(company);
    expect(JSON.parse(storage.items.get("companyData")!)).toEqual(company);
    expect(readCompanyData()).toEqual(company);
  });

  it("reads nothing from garbage, a wrong shape or a blank company", () => {
    storage.items.set("companyData", "{not json");
    expect(readCompanyData()).toBeUndefined();
    writeFunnelStorage("companyData", { companyName: 42 });
    expect(readCompanyData()).toBeUndefined();
    writeFunnelStorage("companyData", { contactName: "Ana" });
    expect(readCompanyData()).toBeUndefined();
    writeFunnelStorage("companyData", { ...company, companyName: "  " });
    expect(readCompanyData()).toBeUndefined();
  });

  it("reads what an older page left: the company name alone is enough", () => {
    writeFunnelStorage("companyData", { companyName: "Acme Payments Inc." });
    expect(readCompanyData()).toEqual({ companyName: "Acme Payments Inc." });
  });

  it("survives storage that refuses writes or does not exist", () => {
    vi.stubGlobal("window", { sessionStorage: fakeStorage({ full: true }) });
    expect(() => writeCompanyData(company)).not.toThrow();
    expect(readCompanyData()).toBeUndefined();
    vi.stubGlobal("window", {});
    expect(readFunnelStorage("selectedRoles")).toBeUndefined();
    expect(() => writeFunnelStorage("selectedRoles", [])).not.toThrow();
  });
});
