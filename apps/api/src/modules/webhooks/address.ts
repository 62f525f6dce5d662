import dns from 'node:dns';
import net from 'node:net';
import { isRefusedAddress } from '@portal/domain';

/**
 * The one place where a webhook's host becomes addresses (issue 32 §6): every address the name resolves to must be
 * public (the domain's isRefusedAddress; loopback only with WEBHOOK_ALLOW_LOOPBACK). Used when an endpoint is
 * registered, and as the lookup of every delivery's connection, so that the address checked is the address
 * connected to: a name that resolves to a public address at registration and to a private one later (DNS
 * rebinding) is refused at delivery.
 */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address`);
    this.name = 'RefusedAddressError';
  }
}

const LOOKUP_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number, host: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${host} did not resolve in ${ms / 1000} s`)), ms).unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function resolvePublic(
  host: string,
  allowLoopback: boolean,
): Promise<Array<{ address: string; family: number }>> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) }]
    : await withTimeout(dns.promises.lookup(bare, { all: true, verbatim: true }), LOOKUP_TIMEOUT_MS, host);
  if (addresses.length === 0) throw new Error(`${host} resolves to no address`);
  const refused = addresses.find((a) => isRefusedAddress(a.address, { allowLoopback }));
  if (refused) throw new RefusedAddressError(host, refused.address);
  return addresses;
}

/** A `lookup` for http(s).request that answers only public addresses of the name (see resolvePublic). */
export function publicLookup(allowLoopback: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, allowLoopback).then(
      (addresses) => {
        if ((options as dns.LookupOptions).all) {
          (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
        } else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
