import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterChildAdded, isReturnPath, RETURN_PATH_MAX_LENGTH } from './navigation.logic';

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
