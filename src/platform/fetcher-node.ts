import { lookup } from "node:dns/promises";
import { HttpFetcher, type HttpFetcherConfig, type ResolveHost } from "./fetcher";

/**
 * Resolves through the operating system (getaddrinfo, so /etc/hosts counts), the same way Node's
 * fetch will when it connects. Every address is returned so the fetcher can refuse a name that
 * has any private address among its records.
 */
export const resolveHostWithDns: ResolveHost = async (hostname) => {
  const records = await lookup(hostname, { all: true, verbatim: true });
  return records.map((r) => r.address);
};

/** An HttpFetcher wired to the system resolver; for Node entries. */
export function createNodeFetcher(config: Omit<HttpFetcherConfig, "resolveHost"> = {}): HttpFetcher {
  return new HttpFetcher({ ...config, resolveHost: resolveHostWithDns });
}
