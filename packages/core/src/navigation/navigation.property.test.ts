import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterChildAdded,
  isKnownAppPath,
  isReturnPath,
  matchesRoutePattern,
  RETURN_PATH_MAX_LENGTH,
} from './navigation.logic';

// The WHATWG URL parser the browser uses (core's types carry no DOM): where a path resolved against a page goes.
const Url = (globalThis as unknown as { URL: new (input: string, base: string) => { origin: string } }).URL;

describe('isReturnPath', () => {
  it('takes a page of this app, with its query', () => {
    expect(isReturnPath('/app/invitation?token=abc')).toBe(true);
    expect(isReturnPath('/app')).toBe(true);
  });

  it('refuses another site, a protocol-relative address, a backslash and nothing at all', () => {
    for (const value of ['https://evil.example/app', '//evil.example', '/\\evil.example', '', null, 'app'])
      expect(isReturnPath(value)).toBe(false);
    expect(isReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBe(false);
  });

  it('a taken path never leaves the site: resolved against any origin, it keeps that origin', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }).map((rest) => `/${rest}`),
        fc.constantFrom('https://attune.test', 'http://127.0.0.1:3000'),
        (value, origin) => {
          fc.pre(isReturnPath(value));
          return new Url(value, origin).origin === origin;
        },
      ),
    );
  });

  it('a taken path never leaves the site, for paths made of slashes, backslashes and hosts', () => {
    const part = fc.constantFrom('/', '//', '\\', 'evil.example', 'app', '?', '#', ':', '@', '%2f', '\t');
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 8 }).map((parts) => parts.join('')),
        (value) => {
          fc.pre(isReturnPath(value));
          return new Url(value, 'https://attune.test').origin === 'https://attune.test';
        },
      ),
    );
  });
});

describe('afterChildAdded', () => {
  it('a first child goes to onboarding, a later one to its view unless added from get-started', () => {
    expect(afterChildAdded({ childrenBefore: 0, gettingStarted: false })).toBe('onboarding');
    expect(afterChildAdded({ childrenBefore: 2, gettingStarted: false })).toBe('child-view');
    expect(afterChildAdded({ childrenBefore: 2, gettingStarted: true })).toBe('onboarding');
  });

  it("a family's first child always goes to onboarding, from wherever it was added", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        (gettingStarted) => afterChildAdded({ childrenBefore: 0, gettingStarted }) === 'onboarding',
      ),
    );
  });
});

describe('matchesRoutePattern', () => {
  it('reads parameters, optional parameters and a final splat as the router does', () => {
    expect(matchesRoutePattern('/app/child/:child_id', '/app/child/12')).toBe(true);
    expect(matchesRoutePattern('/app/child/:child_id', '/app/child')).toBe(false);
    expect(matchesRoutePattern('/app/child/:child_id/:tab?/:inspected?', '/app/child/12')).toBe(true);
    expect(matchesRoutePattern('/app/child/:child_id/:tab?/:inspected?', '/app/child/12/scores/x')).toBe(
      true,
    );
    expect(matchesRoutePattern('/app/child/:child_id/:tab?/:inspected?', '/app/child/12/a/b/c')).toBe(false);
    expect(matchesRoutePattern('/dashboard/*', '/dashboard/child/1/plan/2')).toBe(true);
    expect(matchesRoutePattern('/login', '/Login/')).toBe(true);
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(isKnownAppPath(['/', '/login', '*'], '/no-such-page')).toBe(false);
    expect(isKnownAppPath(['/', '/login', '*'], '/login')).toBe(true);
  });

  const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
  it('a path of as many segments as a pattern of parameters always matches it; one more never does', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const pattern = `/${segments.map((_, index) => `:p${index}`).join('/')}`;
        const path = `/${segments.join('/')}`;
        return matchesRoutePattern(pattern, path) && !matchesRoutePattern(pattern, `${path}/extra`);
      }),
    );
  });

  it('a pattern always matches its own literal path, whatever the trailing slash', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}`;
        return matchesRoutePattern(path, slash ? `${path}/` : path);
      }),
    );
  });
});
