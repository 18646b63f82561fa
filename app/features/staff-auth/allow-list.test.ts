import { describe, expect, it } from "vitest";

import { parseAllowList, roleFor } from "./allow-list";

describe("parseAllowList", () => {
  it("reads comma-separated addresses of any case and spacing", () => {
    const list = parseAllowList({
      admins: " Ana@NearGenius.com , ,",
      sales: "ben@neargenius.com,CARLA@neargenius.com ",
    });
    expect([...list.entries()]).toEqual([
      ["ben@neargenius.com", "sales"],
      ["carla@neargenius.com", "sales"],
      ["ana@neargenius.com", "admin"],
    ]);
  });

  it("makes an address on both lists an admin", () => {
    const list = parseAllowList({ admins: "ana@neargenius.com", sales: "ana@neargenius.com" });
    expect(roleFor(list, "ana@neargenius.com")).toBe("admin");
  });

  it("gives an address on several lists the widest role: admin, then recruiter, then sales", () => {
    const list = parseAllowList({
      admins: "ana@neargenius.com",
      recruiters: "ana@neargenius.com, rita@neargenius.com",
      sales: "rita@neargenius.com,ben@neargenius.com",
    });
    expect(roleFor(list, "ana@neargenius.com")).toBe("admin");
    expect(roleFor(list, "rita@neargenius.com")).toBe("recruiter");
    expect(roleFor(list, "ben@neargenius.com")).toBe("sales");
  });

  it("lets nobody in when both lists are unset or empty", () => {
    expect(parseAllowList({}).size).toBe(0);
    expect(parseAllowList({ admins: "", sales: " , " }).size).toBe(0);
  });
});

describe("roleFor", () => {
  const list = parseAllowList({ admins: "ana@neargenius.com", sales: "ben@neargenius.com" });

  it("matches addresses whatever their case and surrounding spaces", () => {
    expect(roleFor(list, "  ANA@neargenius.COM ")).toBe("admin");
    expect(roleFor(list, "Ben@NearGenius.com")).toBe("sales");
  });

  it("gives nothing to an address that is not listed, nor to a near miss", () => {
    expect(roleFor(list, "eve@neargenius.com")).toBeNull();
    expect(roleFor(list, "ana@neargenius.com.evil.test")).toBeNull();
    expect(roleFor(list, "")).toBeNull();
  });
});
