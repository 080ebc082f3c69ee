import ipaddr from "ipaddr.js";

/**
 * Address checks for outbound fetches (SSRF protection). Runs anywhere: no DNS here.
 *
 * Policy: an address is public only when ipaddr.js classifies it as plain `unicast`. Everything else
 * (private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, broadcast, reserved,
 * documentation, Teredo, ...) is refused. IPv6 forms that embed an IPv4 address (IPv4-mapped,
 * IPv4-translated, NAT64 64:ff9b::/96, 6to4) are judged by the embedded IPv4 address, so
 * `::ffff:10.0.0.1` is private while NAT64 networks can still reach public sites.
 */

/** True when `ip` is NOT a public unicast address. Unparsable input counts as private (fail closed). */
export function isPrivateAddress(ip: string): boolean {
  const literal = stripBrackets(ip.trim());
  if (!ipaddr.isValid(literal)) return true;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(literal);
  } catch {
    return true;
  }
  if (addr.kind() === "ipv4") return (addr as ipaddr.IPv4).range() !== "unicast";
  const v6 = addr as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return embedded.range() !== "unicast";
  // ::/96 minus :: and ::1 holds the deprecated IPv4-compatible form; ipaddr.js calls it unicast.
  if (v6.parts.slice(0, 6).every((p) => p === 0)) return true;
  return v6.range() !== "unicast";
}

/** True for an IPv4 or IPv6 literal (brackets allowed), as opposed to a host name. */
export function isIpLiteral(hostname: string): boolean {
  const h = stripBrackets(hostname);
  return ipaddr.IPv6.isValid(h) || ipaddr.IPv4.isValidFourPartDecimal(h);
}

/**
 * Names that always point inside the network, whatever DNS says: localhost (and subdomains),
 * mDNS `.local`, and the `.internal` / `.localhost` / `.home.arpa` special-use suffixes.
 */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.+$/, "");
  if (h === "localhost" || h === "local" || h === "internal") return true;
  return [".localhost", ".local", ".internal", ".home.arpa"].some((suffix) => h.endsWith(suffix));
}

export function stripBrackets(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const tail = () => new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  switch (v6.range()) {
    case "ipv4Mapped":
      return v6.toIPv4Address();
    case "rfc6145":
      return tail();
    case "rfc6052":
      // Only the well-known /96 prefix carries the IPv4 in the last 32 bits; the /48 local-use
      // prefix (64:ff9b:1::) is operator-defined, so it stays refused.
      return p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? tail() : null;
    case "6to4":
      return new ipaddr.IPv4([p[1] >> 8, p[1] & 0xff, p[2] >> 8, p[2] & 0xff]);
    default:
      return null;
  }
}

/** `localhost` (and its subdomains) or a loopback literal (127.0.0.0/8, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  const h = stripBrackets(hostname).toLowerCase().replace(/\.+$/, "");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (!ipaddr.isValid(h)) return false;
  const addr = ipaddr.process(h);
  return addr.range() === "loopback";
}
