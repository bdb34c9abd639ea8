import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDateSchema } from '../common/common.schema';
import {
  addressLimitKey,
  collaboratorLinkState,
  DAY_RANGE,
  dayInRange,
  imageBytesProblem,
} from './security.logic';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const anyDay = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
const hextet = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
const ipv6 = fc.array(hextet, { minLength: 8, maxLength: 8 });
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('security laws', () => {
  it('a day is accepted by the date schema exactly when it lies between DAY_RANGE.earliest and DAY_RANGE.latest', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const year = Number(day.slice(0, 4));
        const inside = year >= 1900 && year <= 2100;
        expect(dayInRange(day)).toBe(inside);
        expect(IsoDateSchema.safeParse(day).success).toBe(inside);
        expect(day >= DAY_RANGE.earliest && day <= DAY_RANGE.latest).toBe(inside);
      }),
    );
  });
  it('two IPv6 addresses share an address limit key exactly when their first four groups (the /64) are equal', () => {
    fc.assert(
      fc.property(ipv6, ipv6, (a, b) => {
        const same = a
          .slice(0, 4)
          .every((group, index) => Number.parseInt(group, 16) === Number.parseInt(b[index] ?? '', 16));
        expect(addressLimitKey(a.join(':')) === addressLimitKey(b.join(':'))).toBe(same);
      }),
    );
  });
  it('an IPv6 address written compressed (::) or in full has the same address limit key', () => {
    fc.assert(
      fc.property(ipv6, fc.integer({ min: 4, max: 7 }), (groups, from) => {
        const zeroed = groups.map((group, index) => (index >= from ? '0' : group));
        const compressed = `${zeroed.slice(0, from).join(':')}::`;
        expect(addressLimitKey(compressed)).toBe(addressLimitKey(zeroed.join(':')));
      }),
    );
  });
  it('distinct IPv4 addresses never share an address limit key', () => {
    const ipv4 = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 })
      .map((bytes) => bytes.join('.'));
    fc.assert(
      fc.property(ipv4, ipv4, (a, b) => {
        expect(addressLimitKey(a) === addressLimitKey(b)).toBe(a === b);
      }),
    );
  });
  it('a collaborator link answers at most once: once answered it is never open again, at any later time', () => {
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.option(instant, { nil: null }),
        instant,
        (expiresAt, answeredAt, revokedAt, now) => {
          const state = collaboratorLinkState({ expiresAt, revokedAt, answeredAt }, now);
          expect(state).not.toBe('open');
          // Before its end it says it was answered; after, it is gone like any expired link.
          expect(state).toBe(now < expiresAt ? 'answered' : 'expired');
        },
      ),
    );
  });
  it('a collaborator link is open exactly when neither answered nor revoked and before its end', () => {
    fc.assert(
      fc.property(
        instant,
        fc.option(instant, { nil: null }),
        fc.option(instant, { nil: null }),
        instant,
        (expiresAt, answeredAt, revokedAt, now) => {
          const open = collaboratorLinkState({ expiresAt, revokedAt, answeredAt }, now) === 'open';
          expect(open).toBe(answeredAt === null && revokedAt === null && now < expiresAt);
        },
      ),
    );
  });
  it('an insurance card image followed by any bytes at all is refused (nothing rides after the image)', () => {
    const jpeg = (payload: number[]) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...payload, 0xff, 0xd9]);
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })
          .filter(
            (payload) =>
              !/<(script|svg|html|\?xml|!doctype|iframe|object|embed)[\s>/]/i.test(
                String.fromCharCode(...payload),
              ),
          ),
        fc
          .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 32 })
          .filter((tail) => !(tail.at(-2) === 0xff && tail.at(-1) === 0xd9)),
        (payload, tail) => {
          expect(imageBytesProblem('image/jpeg', jpeg(payload))).toBeNull();
          expect(
            imageBytesProblem('image/jpeg', Uint8Array.from([...jpeg(payload), ...tail])),
          ).not.toBeNull();
        },
      ),
    );
  });
  it("bytes that do not start with the declared type's signature are always refused", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp'),
        fc.uint8Array({ maxLength: 64 }),
        (type, bytes) => {
          const starts =
            (type === 'image/jpeg' && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
            (type === 'image/png' && bytes[0] === 0x89 && bytes[1] === 0x50) ||
            (type === 'image/webp' && bytes[0] === 0x52 && bytes[1] === 0x49);
          if (!starts) expect(imageBytesProblem(type, bytes)).toBe('signature');
        },
      ),
    );
  });
});
