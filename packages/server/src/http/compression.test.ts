import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiJsonHeaders, chooseEncoding, jsonTextResponse } from './compression';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers';

describe('chooseEncoding', () => {
  it('answers plain when the client names no encoding the server has', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate, zstd')).toBeNull();
  });

  it('prefers brotli over gzip when both are equally welcome', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('GZIP, BR')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('follows the q-values, and q=0 refuses', () => {
    expect(chooseEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('gzip, *;q=0')).toBe('gzip');
  });

  it('the chosen encoding is always one the header accepts with a q above zero', () => {
    const entry = fc.record({
      name: fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd'),
      q: fc.option(
        fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.name, maxLength: 6 }), (entries) => {
        const header = entries.map((e) => (e.q === undefined ? e.name : `${e.name};q=${e.q}`)).join(', ');
        const chosen = chooseEncoding(header);
        const qOf = (name: string) => {
          const named = entries.find((e) => e.name === name) ?? entries.find((e) => e.name === '*');
          return named ? (named.q ?? 1) : 0;
        };
        if (chosen === null) {
          expect(qOf('br')).toBe(0);
          expect(qOf('gzip')).toBe(0);
        } else {
          expect(qOf(chosen)).toBeGreaterThan(0);
          const other = chosen === 'br' ? 'gzip' : 'br';
          expect(qOf(chosen)).toBeGreaterThanOrEqual(qOf(other));
        }
      }),
    );
  });
});

describe('a small JSON answer', () => {
  it('carries the API security set, no-store, its type and its length, the same as the set itself', () => {
    expect(apiJsonHeaders('17')).toEqual({
      ...API_SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'content-length': '17',
    });
    const answer = jsonTextResponse('/v1/users/me', 'br', '{"user":{"id":1}}') as Response;
    expect(Object.fromEntries(answer.headers)).toEqual(apiJsonHeaders('17'));
    // Off the API (a page's own JSON), the full set.
    const page = jsonTextResponse('/manifest.json', undefined, '{"a":"ñ"}') as Response;
    expect(Object.fromEntries(page.headers)).toEqual({
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'content-length': '10',
    });
  });
});
