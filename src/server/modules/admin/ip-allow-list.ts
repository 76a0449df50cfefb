import { BlockList, isIP } from "node:net";

/**
 * The admin area's IP allow-list: each entry an address (203.0.113.7, 2001:db8::1) or a CIDR range
 * (10.0.0.0/8). node's BlockList does the matching, so IPv4 and IPv6 ranges need no code of ours.
 */

/** Answers why an entry cannot be used, or null when it is an address or a range. */
export function allowListEntryProblem(entry: string): string | null {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return `"${entry}" is not an IP address or a CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}" has a range size that is not 0 to ${max}`;
  return null;
}

/** Fastify's request.ip for an IPv4 client on a dual-stack socket is ::ffff:a.b.c.d; match it as a.b.c.d. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function ipIsAllowed(ip: string, entries: readonly string[]): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (!family) return false;
  const list = new BlockList();
  for (const entry of entries) {
    if (allowListEntryProblem(entry)) continue;
    const [base = "", prefix] = entry.split("/");
    const type = isIP(base) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(plainAddress(base), type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 4 ? "ipv4" : "ipv6");
}
