import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_CACHE_TTL_MS, cacheStamp, isCacheValid, REFERENCE_CACHE_TTL_MS } from './cache.logic';

const t0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const HOUR = 3_600_000;

describe('isCacheValid', () => {
  it.each([
    [
      'reference data an hour old, same version',
      cacheStamp(t0, '1.2.0'),
      'reference',
      t0 + HOUR,
      '1.2.0',
      true,
    ],
    [
      'reference data just under 24 h old',
      cacheStamp(t0, '1.2.0'),
      'reference',
      t0 + 24 * HOUR - 1,
      '1.2.0',
      true,
    ],
    ['reference data 24 h old', cacheStamp(t0, '1.2.0'), 'reference', t0 + 24 * HOUR, '1.2.0', false],
    ['reference data of another app version', cacheStamp(t0, '1.1.0'), 'reference', t0 + 1, '1.2.0', false],
    ['content 9 minutes old', cacheStamp(t0), 'content', t0 + 9 * 60_000, null, true],
    ['content 10 minutes old', cacheStamp(t0), 'content', t0 + 10 * 60_000, null, false],
    ['a stamp from the future', cacheStamp(t0 + 1000, '1.2.0'), 'reference', t0, '1.2.0', false],
    ['no stamp', null, 'reference', t0, '1.2.0', false],
  ] as const)('%s: %s', (_name, stamp, kind, now, appVersion, valid) => {
    expect(isCacheValid(stamp, { kind, now, appVersion })).toBe(valid);
  });

  it('a cache is valid exactly while younger than its limit (and, for reference data, of the same version)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * REFERENCE_CACHE_TTL_MS }),
        fc.constantFrom('reference' as const, 'content' as const),
        fc.constantFrom('1.0.0', '1.1.0'),
        fc.constantFrom('1.0.0', '1.1.0'),
        (age, kind, stampedBy, running) => {
          const limit = kind === 'reference' ? REFERENCE_CACHE_TTL_MS : CONTENT_CACHE_TTL_MS;
          const sameVersion = kind === 'content' || stampedBy === running;
          expect(isCacheValid(cacheStamp(t0, stampedBy), { kind, now: t0 + age, appVersion: running })).toBe(
            age < limit && sameVersion,
          );
        },
      ),
    );
  });
});
