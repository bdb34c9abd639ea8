/**
 * Who is calling, as far as the network tells: the client's address and whether the call came over
 * HTTPS. Headers a client could write itself (`X-Forwarded-For`, `X-Forwarded-Proto`, `X-Forwarded-Host`)
 * are believed only when the peer is a configured trusted proxy (`TRUSTED_PROXY`, comma-separated
 * addresses, or the app's `trustedProxies` option); otherwise the socket's own address counts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** The trusted proxies named by `TRUSTED_PROXY` (comma-separated addresses). */
export function trustedProxiesFromEnv(value = process.env.TRUSTED_PROXY): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(normalizeAddress);
}

function peerAddress(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeAddress(address) : null;
  } catch {
    return null;
  }
}

/** Whether the socket's peer is one of the trusted proxies. */
export function fromTrustedProxy(c: Context, trustedProxies: readonly string[]): boolean {
  // No proxy trusted (the default): the peer need not be looked up.
  if (trustedProxies.length === 0) return false;
  const peer = peerAddress(c);
  return peer !== null && trustedProxies.includes(peer);
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the right-most address
 * of `X-Forwarded-For` that is not itself a trusted proxy (the left-most ones are the client's to write).
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return addressBy(peerAddress(c) ?? 'unknown', () => c.req.header('x-forwarded-for'), trustedProxies);
}

/** The rule of the client's address, given the peer and how to read `X-Forwarded-For`. */
function addressBy(
  peer: string,
  forwardedFor: () => string | undefined,
  trustedProxies: readonly string[],
): string {
  if (!trustedProxies.includes(peer)) return peer;
  const chain = (forwardedFor() ?? '')
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return chain[0] ?? peer;
}

/** Whether the call came over HTTPS: its own URL, or `X-Forwarded-Proto: https` from a trusted proxy. */
export function overHttps(c: Context, trustedProxies: readonly string[]): boolean {
  return httpsBy(
    c.req.url.startsWith('https:'),
    () => fromTrustedProxy(c, trustedProxies),
    () => c.req.header('x-forwarded-proto'),
  );
}

/** The rule of HTTPS, given the connection, whether the peer is trusted and `X-Forwarded-Proto`. */
function httpsBy(
  ownHttps: boolean,
  trustedPeer: () => boolean,
  forwardedProto: () => string | undefined,
): boolean {
  if (ownHttps) return true;
  if (!trustedPeer()) return false;
  return forwardedProto()?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The origin the browser sees this server at (for the same-origin check of cookie writes). */
export function ownOrigin(c: Context, trustedProxies: readonly string[]): string {
  const url = new URL(c.req.url);
  if (fromTrustedProxy(c, trustedProxies)) {
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    const scheme = overHttps(c, trustedProxies) ? 'https' : url.protocol.replace(':', '');
    if (host) return `${scheme}://${host}`;
    return `${scheme}://${url.host}`;
  }
  return url.origin;
}
