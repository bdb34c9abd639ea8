/**
 * Response compression: brotli or gzip, as the client's `Accept-Encoding` prefers, for text answers
 * (the web app's HTML, JS and CSS, JSON from the API) of at least `threshold` bytes
 * ({@link COMPRESS_MIN_BYTES}: an answer that fits in one TCP segment gains no round trip from being
 * smaller, and compressing it costs more than sending it). Smaller answers, binary types, ranges, HEAD
 * requests and answers already encoded or marked `no-transform` go out as they are. Static files
 * (answers with a `Last-Modified`) are compressed once and kept in a small in-memory cache keyed by
 * path, modification time, size and encoding.
 *
 * API answers do not go through the middleware's body inspection: the router writes them with
 * {@link jsonResponse} (serialized once, compressed only above the threshold, a `Content-Length`
 * always set) and the response caches keep every encoding of a cached body ready
 * ({@link encodeVariants}); such answers are marked {@link markFinal} and the middleware passes them by
 * without touching their body (reading it would turn @hono/node-server's light-weight response into a
 * full stream and cost more than the whole request).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { API_SECURITY_HEADERS, securityHeadersFor } from './security-headers';

/** Answers smaller than this many bytes are never compressed: they fit in one TCP segment. */
export const COMPRESS_MIN_BYTES = 1400;

const FINAL = Symbol('attune.finalEncoding');

/**
 * Marks an answer whose encoding is already decided: the compression middleware leaves it alone.
 * `headers`: the plain object the answer was built with (its own, not shared), which the outer
 * middleware may still add to (the request id, HSTS) before it is written, without turning the answer's
 * headers into a Fetch `Headers`.
 */
export function markFinal<R extends Response>(res: R, headers?: Record<string, string>): R {
  (res as unknown as Record<symbol, Record<string, string> | null>)[FINAL] = headers ?? null;
  return res;
}

/** Whether an answer was {@link markFinal}ed: built whole by the server, security headers included. */
export const isFinal = (res: Response): boolean => FINAL in res;

/** The plain headers a {@link markFinal}ed answer was built with, when it said them; else undefined. */
export const finalHeaders = (res: Response): Record<string, string> | undefined =>
  (res as unknown as Record<symbol, Record<string, string> | null | undefined>)[FINAL] ?? undefined;

/** The encodings the server can answer with, best first. */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing: text/*, JSON, JavaScript, XML, SVG, web manifests. */
const COMPRESSIBLE =
  /^\s*(?:text\/[^;\s]+|application\/(?:json|javascript|ecmascript|xml|x-javascript|manifest\+json|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * The encoding to answer with for an `Accept-Encoding` header: the acceptable one (q > 0) with the
 * highest q, brotli before gzip when equal; `*` stands for any not named; none when the header is
 * missing or accepts neither.
 */
export function chooseEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const wildcard = weights.get('*');
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of ['br', 'gzip'] as const) {
    const q = weights.get(encoding) ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

async function compressBytes(
  body: Uint8Array,
  encoding: Encoding,
  cached: boolean,
): Promise<Uint8Array<ArrayBuffer>> {
  // Copied into a plain ArrayBuffer (a Buffer may share a pooled one), as a Response body wants.
  if (encoding === 'gzip') return new Uint8Array(await gzipAsync(body, { level: 6 }));
  const result = await brotli(body, {
    params: {
      // Static files are compressed once: spend more; API answers are compressed every time: be quick.
      [constants.BROTLI_PARAM_QUALITY]: cached ? 9 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  return new Uint8Array(result);
}

/** A body in every encoding the server answers with, computed once (cached bodies). */
export interface EncodedVariants {
  readonly identity: Uint8Array<ArrayBuffer>;
  readonly br: Uint8Array<ArrayBuffer> | null;
  readonly gzip: Uint8Array<ArrayBuffer> | null;
}

/**
 * A body and, when it is at least {@link COMPRESS_MIN_BYTES} long, its brotli and gzip forms (compressed
 * harder than per-request answers: they are computed once and sent many times). A compressed form that
 * is not smaller is dropped.
 */
export async function encodeVariants(identity: Uint8Array<ArrayBuffer>): Promise<EncodedVariants> {
  if (identity.byteLength < COMPRESS_MIN_BYTES) return { identity, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    identity,
    br: br.byteLength < identity.byteLength ? new Uint8Array(br) : null,
    gzip: gz.byteLength < identity.byteLength ? new Uint8Array(gz) : null,
  };
}

/** The variant to send for an `Accept-Encoding` header, and its encoding (null: identity). */
export function pickVariant(
  variants: EncodedVariants,
  acceptEncoding: string | null | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } {
  if (variants.br === null && variants.gzip === null) return { body: variants.identity, encoding: null };
  const wanted = chooseEncoding(acceptEncoding);
  if (wanted === 'br' && variants.br) return { body: variants.br, encoding: 'br' };
  if (wanted === 'gzip' && variants.gzip) return { body: variants.gzip, encoding: 'gzip' };
  return { body: variants.identity, encoding: null };
}

const JSON_TYPE = 'application/json';

/**
 * A JSON answer serialized once: plain with its `Content-Length` below {@link COMPRESS_MIN_BYTES} or when
 * the client accepts no encoding, else brotli (quality 4) or gzip (level 6) as the client prefers, with
 * `Vary: Accept-Encoding`; the security headers of the request's `path` ({@link securityHeadersFor}: the API set
 * under `/v1/`) and `Cache-Control: no-store` (a family's answer is never kept; `extraHeaders` may say otherwise)
 * from the start. Marked final for the compression and security middleware.
 */
export function jsonResponse(
  path: string,
  acceptEncoding: string | null | undefined,
  value: unknown,
  status = 200,
  extraHeaders?: Record<string, string>,
): Response | Promise<Response> {
  return jsonTextResponse(path, acceptEncoding, JSON.stringify(value), status, extraHeaders);
}

const API = API_SECURITY_HEADERS;

/**
 * The headers of a small JSON API answer: {@link API_SECURITY_HEADERS}, `no-store`, the type and the
 * length, written out as one object literal (one shape, built at once) rather than copied from the frozen
 * set at every answer; a test holds it equal to the set.
 */
export function apiJsonHeaders(contentLength: string): Record<string, string> {
  return {
    'content-security-policy': API['content-security-policy'] as string,
    'x-content-type-options': API['x-content-type-options'] as string,
    'x-frame-options': API['x-frame-options'] as string,
    'cross-origin-resource-policy': API['cross-origin-resource-policy'] as string,
    'referrer-policy': API['referrer-policy'] as string,
    'cache-control': 'no-store',
    'content-type': JSON_TYPE,
    'content-length': contentLength,
  };
}

/** {@link jsonResponse} of a value already serialized (`text`: its JSON), e.g. an answer kept encoded. */
export function jsonTextResponse(
  path: string,
  acceptEncoding: string | null | undefined,
  text: string,
  status = 200,
  extraHeaders?: Record<string, string>,
): Response | Promise<Response> {
  // Length in UTF-16 units is a lower bound of the byte length: enough to skip the small ones cheaply.
  if (text.length < COMPRESS_MIN_BYTES) {
    const security = securityHeadersFor(path);
    const headers: Record<string, string> =
      security === API_SECURITY_HEADERS
        ? apiJsonHeaders(String(Buffer.byteLength(text)))
        : {
            ...security,
            'cache-control': 'no-store',
            'content-type': JSON_TYPE,
            'content-length': String(Buffer.byteLength(text)),
          };
    if (extraHeaders) Object.assign(headers, extraHeaders);
    return markFinal(new Response(text, { status, headers }), headers);
  }
  return compressedJson(path, acceptEncoding, text, status, extraHeaders);
}

async function compressedJson(
  path: string,
  acceptEncoding: string | null | undefined,
  text: string,
  status: number,
  extraHeaders: Record<string, string> | undefined,
): Promise<Response> {
  const bytes = Buffer.from(text);
  const headers: Record<string, string> = {
    ...securityHeadersFor(path),
    'cache-control': 'no-store',
    'content-type': JSON_TYPE,
    vary: 'Accept-Encoding',
  };
  if (extraHeaders) Object.assign(headers, extraHeaders);
  const encoding = chooseEncoding(acceptEncoding);
  const body = encoding ? await compressBytes(bytes, encoding, false) : bytes;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return markFinal(new Response(body, { status, headers }), headers);
}

/** A cache of compressed static files, dropping the oldest entries past `maxBytes`. */
class CompressedCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: Uint8Array<ArrayBuffer>): void {
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.byteLength;
    }
  }
}

/** What `compression()` takes. */
export interface CompressionOptions {
  /** Answers smaller than this many bytes go out uncompressed; {@link COMPRESS_MIN_BYTES} by default. */
  readonly threshold?: number;
  /** Room for compressed static files in memory; 32 MB by default. */
  readonly cacheBytes?: number;
}

/** Compresses text answers of {@link COMPRESS_MIN_BYTES} or more with brotli or gzip when the client accepts it. */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const compress = answerCompression(options);
  return async (c, next) => {
    await next();
    await compress(c);
  };
}

/**
 * The compression of one answer, after it is built (what {@link compression} does after `next()`, and
 * the outer middleware, http/front.ts, in the same place): answers {@link isFinal} are passed by.
 */
export function answerCompression(options: CompressionOptions = {}): (c: Context) => Promise<void> {
  const threshold = options.threshold ?? COMPRESS_MIN_BYTES;
  const cache = new CompressedCache(options.cacheBytes ?? 32 * 1024 * 1024);
  return async (c) => {
    const res = c.res;
    if (isFinal(res)) return;
    // Status and headers first: on @hono/node-server's light-weight answer they are cheap, while asking
    // for its body turns it into a full stream (and costs more than a small request).
    if (c.req.method === 'HEAD' || res.status === 206 || res.status === 204) return;
    if (res.headers.has('content-encoding') || res.headers.has('content-range')) return;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < threshold) return;
    if (!res.body) return;

    // Whether this answer is compressed depends on Accept-Encoding: caches must know.
    const vary = res.headers.get('vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;

    const lastModified = res.headers.get('last-modified');
    const key = lastModified ? `${c.req.path}|${lastModified}|${declared}|${encoding}` : null;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength < threshold) {
        c.res = new Response(body, res);
        return;
      }
      compressed = await compressBytes(body, encoding, key !== null);
      if (key) cache.set(key, compressed);
    } else {
      await res.body.cancel();
    }
    c.res = new Response(compressed, res);
    // Set after the swap: Hono copies the old answer's headers (its Content-Length) onto the new one.
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(compressed.byteLength));
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
