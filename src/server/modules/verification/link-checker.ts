import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** One link's answer: ok when the final answer (after redirects) is 2xx. */
export interface LinkResult {
  url: string;
  ok: boolean;
  /** The last HTTP status seen, or null when no answer came (refused, timed out, not allowed). */
  httpStatus: number | null;
  error: string | null;
}

export interface LinkCheckerOptions {
  userAgent: string;
  timeoutMs: number;
  /** Pause between two requests to the same host. */
  hostDelayMs: number;
  /** Hosts checked at the same time (each host still gets one request at a time). */
  concurrency: number;
  maxRedirects: number;
  /** Loopback and private networks may be fetched: tests only (config refuses it in production). */
  allowPrivateAddresses: boolean;
  signal?: AbortSignal;
  /** checkLinks starts no request after this time (epoch ms); the links not reached have no answer. */
  deadline?: number;
}

/**
 * Addresses a link check never connects to unless allowed: loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, benchmarking, multicast and reserved ranges, and
 * their IPv6 counterparts (IPv4-mapped IPv6 addresses are checked as IPv4).
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 3],
] as const) BLOCKED.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [["::", 127], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["64:ff9b::", 96], ["2001:db8::", 32]] as const) BLOCKED.addSubnet(net, prefix, "ipv6");

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? "ipv4" : "ipv6");
}

class RefusedAddress extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The socket's own DNS lookup, refusing blocked addresses: the address checked is the one connected
 * to, so a name that resolves differently a second time (DNS rebinding) cannot slip through.
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const allowed = addresses.filter((entry) => !isBlockedAddress(entry.address));
    if (allowed.length === 0) return callback(Object.assign(new RefusedAddress(`${hostname} resolves to a private or reserved address`), { code: "EREFUSEDADDRESS" }), "");
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request; answers the status and the Location header. The body is never read. */
function requestOnce(url: URL, method: "HEAD" | "GET", options: LinkCheckerOptions): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method,
        headers: { "user-agent": options.userAgent, accept: "text/html,application/pdf,*/*;q=0.8" },
        ...(options.allowPrivateAddresses ? {} : { lookup: guardedLookup }),
        signal: options.signal,
      },
      (response) => {
        const location = response.headers.location ?? null;
        resolve({ status: response.statusCode ?? 0, location });
        response.destroy();
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${Math.round(options.timeoutMs / 1000)} s`), { code: "ETIMEDOUT" })), options.timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end();
  });
}

function describe(error: unknown): string {
  if (error instanceof RefusedAddress) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND") return "host not found";
  if (code === "ETIMEDOUT") return message.startsWith("no answer") ? message : "timed out";
  if (code === "EREFUSEDADDRESS") return message;
  return code ? `${code}: ${message}` : message;
}

/** Why a URL may not be fetched at all, or null. */
function refusal(url: URL, options: LinkCheckerOptions): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `only http and https links are checked (${url.protocol})`;
  if (url.username || url.password) return "links with credentials are not checked";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivateAddresses && isIP(host) && isBlockedAddress(host)) return `${host} is a private or reserved address`;
  if (!options.allowPrivateAddresses && (host === "localhost" || host.endsWith(".localhost"))) return `${host} is a private or reserved address`;
  return null;
}

/**
 * Checks one link: HEAD, then GET when HEAD is refused (405, 501); follows up to maxRedirects,
 * checking each hop's address again.
 */
export async function checkLink(raw: string, options: LinkCheckerOptions): Promise<LinkResult> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: raw, ok: false, httpStatus: null, error: "not a valid URL" };
  }
  let lastStatus: number | null = null;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const refused = refusal(url, options);
    if (refused) return { url: raw, ok: false, httpStatus: lastStatus, error: refused };
    let answer: { status: number; location: string | null };
    try {
      answer = await requestOnce(url, "HEAD", options);
      if (answer.status === 405 || answer.status === 501) answer = await requestOnce(url, "GET", options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return { url: raw, ok: false, httpStatus: null, error: describe(error) };
    }
    lastStatus = answer.status;
    if (REDIRECTS.has(answer.status) && answer.location) {
      try {
        url = new URL(answer.location, url);
      } catch {
        return { url: raw, ok: false, httpStatus: answer.status, error: "redirect to an invalid address" };
      }
      continue;
    }
    const ok = answer.status >= 200 && answer.status < 300;
    return { url: raw, ok, httpStatus: answer.status, error: ok ? null : `HTTP ${answer.status}` };
  }
  return { url: raw, ok: false, httpStatus: lastStatus, error: `more than ${options.maxRedirects} redirects` };
}

/**
 * Checks many links politely: hosts are worked through `concurrency` at a time, and one host's links
 * one after another with hostDelayMs between them. Answers in the order the links were given
 * (undefined for a link not reached before the deadline).
 */
export async function checkLinks(urls: string[], options: LinkCheckerOptions): Promise<(LinkResult | undefined)[]> {
  const byHost = new Map<string, number[]>();
  urls.forEach((url, index) => {
    let host: string;
    try {
      host = new URL(url).host.toLowerCase();
    } catch {
      host = "";
    }
    byHost.set(host, [...(byHost.get(host) ?? []), index]);
  });
  const results: (LinkResult | undefined)[] = new Array(urls.length).fill(undefined);
  const hosts = [...byHost.values()];
  async function worker() {
    for (let group = hosts.shift(); group; group = hosts.shift()) {
      for (const [position, index] of group.entries()) {
        if (position > 0) await sleep(options.hostDelayMs, undefined, { signal: options.signal });
        options.signal?.throwIfAborted();
        if (options.deadline !== undefined && Date.now() >= options.deadline) return;
        results[index] = await checkLink(urls[index]!, options);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, hosts.length)) }, worker));
  return results;
}
