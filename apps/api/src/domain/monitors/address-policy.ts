import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What staff read on a monitor whose check was refused its destination. A refused check reads nothing of it: no
 * status, no time, no connection error, the same for every refused address.
 */
export const ADDRESS_NOT_ALLOWED =
  'Address not allowed: a private or internal address (set MONITOR_ALLOW_PRIVATE to monitor intranet sites)';

/** A check's destination is not on the public internet: no connection was made. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ERR_ADDRESS_NOT_ALLOWED';
  constructor() {
    super(ADDRESS_NOT_ALLOWED);
    this.name = 'AddressNotAllowedError';
  }
}

/**
 * Whether an IP address is on the public internet: ipaddr.js's `unicast` range only, so loopback, private, shared
 * (100.64.0.0/10), link-local (169.254.169.254), unspecified, multicast, reserved, unique-local (fc00::/7) and the
 * like are not. An IPv4 address inside IPv6 (::ffff:a.b.c.d, NAT64 64:ff9b::/96) counts as that IPv4 address.
 * Anything that is not an address in canonical form (`127.1`, `2130706433`) is not public either.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.range() === 'rfc6052') parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
  }
  return parsed.range() === 'unicast';
}

/** A URL's host as an IP address when it is one (IPv6 without its brackets), else undefined (a name). */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) ? host : undefined;
}

/**
 * Why a monitor's URL is refused when saved, or undefined: an address written in it (in any of the forms the URL
 * parser turns into one, `127.1` or `0x7f000001`) or `localhost` that is not public. Names are resolved only when
 * checked, where checkSite refuses what they lead to.
 */
export function internalUrlProblem(value: string): string | undefined {
  const url = new URL(value);
  const address = literalAddress(url);
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const isInternal =
    address !== undefined ? !isPublicAddress(address) : host === 'localhost' || host.endsWith('.localhost');
  return isInternal ? ADDRESS_NOT_ALLOWED : undefined;
}

/** Resolves a name to all its addresses: dns.lookup, or a stand-in in tests. */
export type ResolveAll = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for a request that refuses a name any of whose addresses is not public. It runs as the connection is
 * made, and the connection goes to the address it answers, so a name that resolves to a public address when a
 * monitor is saved and to an internal one later (DNS rebinding) is refused too.
 */
export function publicOnlyLookup(resolve: ResolveAll = dns.lookup): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new AddressNotAllowedError(), '', 0);
      }
      if (options.all) return (callback as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
