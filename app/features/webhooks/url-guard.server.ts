import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

import ipaddr from "ipaddr.js";

// Webhook URLs are typed by an admin but fetched by the server, so a URL must not reach
// anything only the server can reach (loopback, the private network, the cloud metadata
// service). The check runs when an endpoint is saved and again before every delivery, and the
// delivery connects to exactly the addresses this check accepted, so a name that changes its
// answer after the check (DNS rebinding) cannot slip through.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (A and AAAA). Injected by tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface UrlPolicy {
  /**
   * Accepts loopback and private addresses, and plain http. Only integration tests set it, for
   * a receiver on 127.0.0.1 without a certificate; nothing in the running app does.
   */
  allowPrivateNetworks?: boolean;
  resolve?: Resolver;
}

export type UrlCheck =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | { ok: false; reason: UrlRefusal; message: string };

export type UrlRefusal =
  "invalid" | "not_https" | "credentials" | "local_name" | "unresolved" | "not_public";

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * Whether an address is ordinary public unicast. ipaddr.js names every special-purpose range
 * (private, loopback, link-local and the metadata address in it, carrier-grade NAT, unique
 * local, multicast, IPv4-mapped and the translation prefixes, documentation, reserved) and
 * calls everything else "unicast", so anything it names is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === "unicast";
}

// Names that resolve to the machine itself without asking DNS (RFC 6761).
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

function refuse(reason: UrlRefusal, message: string): UrlCheck {
  return { ok: false, reason, message };
}

export async function checkWebhookUrl(raw: string, policy: UrlPolicy = {}): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("invalid", "Enter a full address, like https://hooks.example.com/near-genius.");
  }
  const allowPrivate = policy.allowPrivateNetworks === true;
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return refuse("not_https", "The address must start with https://.");
  }
  if (url.username || url.password) {
    return refuse("credentials", "Leave the user name and password out of the address.");
  }
  // The URL parser has already turned other spellings of an address (0x7f.1, 2130706433) into
  // dotted or bracketed form.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowPrivate && isLocalName(hostname)) {
    return refuse("local_name", "The address must be on the public internet.");
  }
  let addresses: ResolvedAddress[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      return refuse("unresolved", `No address was found for ${hostname}.`);
    }
  }
  // Every answer must be public: a connection may go to any of them.
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    return refuse("not_public", "The address must be on the public internet.");
  }
  return { ok: true, url, addresses };
}
