import { describe, expect, it } from "vitest";

import { checkWebhookUrl, isPublicAddress, type Resolver } from "./url-guard.server";

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback, anywhere in 127/8"],
    ["10.0.0.1", "private 10/8"],
    ["10.255.255.254", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.254", "private 172.16/12"],
    ["192.168.1.10", "private 192.168/16"],
    ["169.254.169.254", "link-local, the cloud metadata service"],
    ["169.254.0.1", "link-local"],
    ["100.64.0.1", "carrier-grade NAT 100.64/10"],
    ["100.127.255.254", "carrier-grade NAT 100.64/10"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.5", "documentation"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "unique local fc00::/7"],
    ["fd12:3456:789a::1", "unique local fc00::/7"],
    ["fe80::1", "IPv6 link-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:8.8.8.8", "IPv4-mapped, even of a public address"],
    ["64:ff9b::a00:1", "NAT64 translation of 10.0.0.1"],
    ["2002:a00:1::1", "6to4 wrapping 10.0.0.1"],
    ["not an address", "not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "93.184.215.14", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111"])(
    "accepts the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("checkWebhookUrl", () => {
  const publicName = resolvesTo("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c");

  it("accepts https to a name whose every address is public, with those addresses", async () => {
    const check = await checkWebhookUrl("https://hooks.example.com/in", { resolve: publicName });
    expect(check.ok && check.addresses.map((a) => a.address)).toEqual([
      "93.184.215.14",
      "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
    ]);
  });

  it("accepts only https", async () => {
    for (const url of [
      "http://hooks.example.com/in",
      "ftp://hooks.example.com/",
      "file:///etc/passwd",
    ]) {
      expect(await checkWebhookUrl(url, { resolve: publicName })).toMatchObject({
        ok: false,
        reason: "not_https",
      });
    }
  });

  it("refuses a name that resolves to a private address", async () => {
    const check = await checkWebhookUrl("https://internal.example.com/", {
      resolve: resolvesTo("10.1.2.3"),
    });
    expect(check).toMatchObject({ ok: false, reason: "not_public" });
  });

  it("refuses a name when any one of its addresses is not public", async () => {
    const check = await checkWebhookUrl("https://mixed.example.com/", {
      resolve: resolvesTo("93.184.215.14", "169.254.169.254"),
    });
    expect(check).toMatchObject({ ok: false, reason: "not_public" });
  });

  it("refuses address literals in any spelling the URL parser knows", async () => {
    const never: Resolver = () => Promise.reject(new Error("an address literal is not looked up"));
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://[::1]/",
      "https://[::ffff:169.254.169.254]/",
      "https://169.254.169.254/latest/meta-data/",
      "https://0.0.0.0/",
    ]) {
      expect(await checkWebhookUrl(url, { resolve: never }), url).toMatchObject({
        ok: false,
        reason: "not_public",
      });
    }
  });

  it("refuses localhost names without asking DNS", async () => {
    const never: Resolver = () => Promise.reject(new Error("not looked up"));
    for (const url of ["https://localhost/", "https://LOCALHOST./x", "https://api.localhost/"]) {
      expect(await checkWebhookUrl(url, { resolve: never }), url).toMatchObject({
        ok: false,
        reason: "local_name",
      });
    }
  });

  it("refuses a name that does not resolve, malformed addresses and credentials", async () => {
    const nothing: Resolver = () => Promise.reject(new Error("ENOTFOUND"));
    expect(await checkWebhookUrl("https://nowhere.example/", { resolve: nothing })).toMatchObject({
      reason: "unresolved",
    });
    expect(await checkWebhookUrl("hooks.example.com", { resolve: publicName })).toMatchObject({
      reason: "invalid",
    });
    expect(
      await checkWebhookUrl("https://user:pw@hooks.example.com/", { resolve: publicName }),
    ).toMatchObject({ reason: "credentials" });
  });

  it("lets a test's loopback receiver through only when private networks are allowed", async () => {
    expect(await checkWebhookUrl("http://127.0.0.1:4000/hook")).toMatchObject({ ok: false });
    const check = await checkWebhookUrl("http://127.0.0.1:4000/hook", {
      allowPrivateNetworks: true,
    });
    expect(check).toMatchObject({ ok: true, addresses: [{ address: "127.0.0.1", family: 4 }] });
  });
});
