import { promises as dns, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import { isPrivateAddress } from "./fetcher-address";
import { BlockedAddressError, HttpFetcher, type HttpFetcherConfig, type ResolveHost } from "./fetcher";

/**
 * Resolves through the operating system (getaddrinfo, so /etc/hosts counts), the same way the
 * connection will. Every address is returned so the fetcher can refuse a name that has any
 * private address among its records.
 */
export const resolveHostWithDns: ResolveHost = async (hostname) => {
  const records = await dns.lookup(hostname, { all: true, verbatim: true });
  return records.map((r) => r.address);
};

/** Every address of `hostname` (of `family` when not 0), as a connection would resolve it. */
export type LookupAll = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemLookupAll: LookupAll = (hostname, family) =>
  dns.lookup(hostname, { all: true, verbatim: true, family: family as 0 | 4 | 6 });

/** A `lookup` for net/tls.connect that answers through `lookupAll`, unchecked. */
function lookupThrough(lookupAll: LookupAll): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : (options.family ?? 0);
    lookupAll(hostname, family).then(
      (records) => {
        if (records.length === 0) {
          return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        }
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, records);
        callback(null, records[0]!.address, records[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}

/**
 * A `lookup` for net/tls.connect that refuses, at the moment of connecting, a name any of whose
 * addresses is not public: the addresses checked are the ones the socket is given, so a DNS
 * answer that changes after the fetcher's own check (DNS rebinding) cannot slip through.
 */
export function guardedLookup(lookupAll: LookupAll): LookupFunction {
  return lookupThrough(async (hostname, family) => {
    const records = await lookupAll(hostname, family);
    const bad = records.find((r) => isPrivateAddress(r.address));
    if (bad) throw new BlockedAddressError(hostname, bad.address);
    return records;
  });
}

export interface NodeFetcherOptions {
  /** The check before each hop; the system resolver by default. */
  resolveHost?: ResolveHost;
  /** Resolution when connecting; the system resolver by default (tests stand in a hostile DNS). */
  lookupAll?: LookupAll;
}

/**
 * An HttpFetcher for Node entries: names are checked through the system resolver before each
 * hop, and again by the connection itself (`guardedLookup`), except for origins the
 * configuration exempts (`allowedPrivateOrigins`) or when the private network is allowed.
 * Connections are kept alive and reused per origin by the fetcher's own undici Agent.
 */
export function createNodeFetcher(
  config: Omit<HttpFetcherConfig, "resolveHost" | "fetch"> = {},
  opts: NodeFetcherOptions = {},
): HttpFetcher {
  const lookupAll = opts.lookupAll ?? systemLookupAll;
  const open = buildConnector({ lookup: lookupThrough(lookupAll) });
  const guarded = config.allowPrivateNetwork ? open : buildConnector({ lookup: guardedLookup(lookupAll) });
  const exempt = new Set((config.allowedPrivateOrigins ?? []).map((o) => new URL(o).origin));
  const dispatcher = new Agent({
    connect: (options, callback) => {
      // undici passes its URL's protocol and host (with a non-default port): the origin.
      const origin = `${options.protocol}//${options.host}`;
      return (exempt.has(origin) ? open : guarded)(options, callback);
    },
  });
  const fetchThroughGuard = ((input: string, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
  return new HttpFetcher({ ...config, resolveHost: opts.resolveHost ?? resolveHostWithDns, fetch: fetchThroughGuard });
}
