import fc from 'fast-check';
import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { cookieValue, SESSION_COOKIE } from './session-cookie';

/** What hono/cookie's `getCookie(c, name)` answers for a `Cookie` header. */
const honoCookie = (header: string, name: string) => parse(header, name)[name];

describe('the session cookie, read from the Cookie header', () => {
  it('reads what hono/cookie reads, in the shapes browsers and proxies send', () => {
    const token = 'Qm9uam91ciB0b2tlbi0xMjM0NTY3ODkwYWJjZGVmZ2hpams';
    const headers = [
      `${SESSION_COOKIE}=${token}`,
      `theme=dark; ${SESSION_COOKIE}=${token}; lang=es`,
      `theme=dark;${SESSION_COOKIE}=${token}`,
      ` \t${SESSION_COOKIE} \t= \t${token} \t; other=1`,
      `${SESSION_COOKIE}="${token}"`,
      `${SESSION_COOKIE}=a%20b%3Bc`,
      `${SESSION_COOKIE}=%E0%A4%A; ${SESSION_COOKIE}=second`,
      `${SESSION_COOKIE}=bad,value; ${SESSION_COOKIE}=${token}`,
      `${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`,
      `x${SESSION_COOKIE}=${token}`,
      `${SESSION_COOKIE}x=${token}`,
      `${SESSION_COOKIE}`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}="`,
      `other=${SESSION_COOKIE}`,
      `${SESSION_COOKIE}=a=b=c`,
      ';;;',
      '',
    ];
    for (const header of headers) {
      expect([header, cookieValue(header, SESSION_COOKIE)]).toEqual([
        header,
        honoCookie(header, SESSION_COOKIE),
      ]);
    }
    expect(cookieValue(`theme=dark; ${SESSION_COOKIE}=${token}; lang=es`, SESSION_COOKIE)).toBe(token);
    expect(cookieValue(`${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`, SESSION_COOKIE)).toBe('first');
    expect(cookieValue('theme=dark', SESSION_COOKIE)).toBeUndefined();
  });

  it('reads what hono/cookie reads, whatever the header holds', () => {
    // Headers built from the characters that matter to the reading: separators, quotes, spaces,
    // percent-escapes, the name itself and characters a cookie value may not hold.
    const piece = fc.constantFrom(
      SESSION_COOKIE,
      '=',
      ';',
      ' ',
      '\t',
      '"',
      ',',
      '\\',
      '%',
      '%41',
      '%E0',
      'a',
      'Zz9_-',
      'x',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const header = pieces.join('');
        expect(cookieValue(header, SESSION_COOKIE)).toBe(honoCookie(header, SESSION_COOKIE));
      }),
      { numRuns: 5000 },
    );
  });
});
