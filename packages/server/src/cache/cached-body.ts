/**
 * A serialized answer kept in memory: its bytes in every encoding (computed once), a validator (a weak
 * ETag over the bytes) and how it is sent: 304 when the client's `If-None-Match` names it, else the
 * encoding the client prefers. Headers are a plain object so that @hono/node-server writes them
 * without building a `Headers`.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { type EncodedVariants, encodeVariants, markFinal, pickVariant } from '../http/compression';
import { securityHeadersFor } from '../http/security-headers';

/** A cached answer. */
export interface CachedBody {
  readonly variants: EncodedVariants;
  /** `W/"…"`: the same for every encoding of the same bytes, in every process. */
  readonly etag: string;
  /** Bytes held (all encodings), for the caches' size limits. */
  readonly size: number;
}

/** Makes a cached answer from a JSON body's bytes. */
export async function cachedBody(bytes: Uint8Array<ArrayBuffer>): Promise<CachedBody> {
  const variants = await encodeVariants(bytes);
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const size = bytes.byteLength + (variants.br?.byteLength ?? 0) + (variants.gzip?.byteLength ?? 0);
  return { variants, etag, size };
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  for (const part of ifNoneMatch.split(',')) {
    const candidate = part.trim();
    if (candidate === '*' || candidate.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

/** How a cached body is sent for one request: its status, headers and bytes (none for 304). */
export interface CachedAnswer {
  readonly status: 200 | 304;
  /** Shared between requests: copy before adding to it. */
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array<ArrayBuffer> | null;
}

type Head = Readonly<Record<string, string>>;

/** Header sets built once per security set ({@link securityHeadersFor}), body, encoding and `Cache-Control`. */
const heads = new Map<Head, WeakMap<CachedBody, Map<string, Head>>>();

function headOf(security: Head, body: CachedBody, key: string, build: () => Record<string, string>) {
  let forSet = heads.get(security);
  if (!forSet) {
    forSet = new WeakMap();
    heads.set(security, forSet);
  }
  let forBody = forSet.get(body);
  if (!forBody) {
    forBody = new Map();
    forSet.set(body, forBody);
  }
  let head = forBody.get(key);
  if (!head) {
    head = Object.freeze(build());
    forBody.set(key, head);
  }
  return head;
}

/**
 * The one statement of how a kept body answers a request (the router sends it through
 * {@link answerCached}): 304 without a body when `If-None-Match` names its ETag, otherwise 200 in the preferred encoding, with the security headers
 * of the request's `path` ({@link securityHeadersFor}: the API set under `/v1/`). `cacheControl`:
 * `no-cache` (public reference data) or `private, no-cache` (a family's data): stored, but revalidated
 * every time.
 */
export function cachedAnswer(
  path: string,
  body: CachedBody,
  cacheControl: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): CachedAnswer {
  const compressible = body.variants.br !== null || body.variants.gzip !== null;
  const vary = compressible ? 'Accept-Encoding, Accept-Language' : 'Accept-Language';
  const security = securityHeadersFor(path);
  if (matchesEtag(ifNoneMatch, body.etag)) {
    const headers = headOf(security, body, `304 ${cacheControl}`, () => ({
      ...security,
      etag: body.etag,
      'cache-control': cacheControl,
      vary,
    }));
    return { status: 304, headers, bytes: null };
  }
  const { body: bytes, encoding } = pickVariant(body.variants, acceptEncoding);
  const headers = headOf(security, body, `200 ${encoding} ${cacheControl}`, () => ({
    ...security,
    'content-type': 'application/json',
    'content-length': String(bytes.byteLength),
    etag: body.etag,
    'cache-control': cacheControl,
    vary,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  }));
  return { status: 200, headers, bytes };
}

/** {@link cachedAnswer} as Hono's answer, marked final for the compression and security middleware. */
export function answerCached(c: Context, body: CachedBody, cacheControl: string): Response {
  const answer = cachedAnswer(
    c.req.path,
    body,
    cacheControl,
    c.req.header('if-none-match'),
    c.req.header('accept-encoding'),
  );
  const headers = { ...answer.headers };
  return markFinal(new Response(answer.bytes, { status: answer.status, headers }), headers);
}
