import { describe, expect, it } from 'vitest';
import { IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';
import { SleepCheckinInputSchema } from '../sleep/sleep.schema';
import {
  addressLimitKey,
  collaboratorLinkState,
  DAY_OUT_OF_RANGE_MESSAGE,
  dayInRange,
  imageBytesProblem,
} from './security.logic';

describe('dates a request may carry', () => {
  it('takes days from 1900-01-01 to 2100-12-31 and refuses the rest', () => {
    expect(dayInRange('1900-01-01')).toBe(true);
    expect(dayInRange('2026-11-27')).toBe(true);
    expect(dayInRange('2100-12-31')).toBe(true);
    expect(dayInRange('1899-12-31')).toBe(false);
    expect(dayInRange('0001-01-01')).toBe(false);
    expect(dayInRange('0099-06-30')).toBe(false);
    expect(dayInRange('2101-01-01')).toBe(false);
    expect(dayInRange('+275760-09-13')).toBe(false);
  });
  it('core date schemas refuse year 0001 (the night that answered 500) with the range message', () => {
    const day = IsoDateSchema.safeParse('0001-01-01');
    expect(day.success).toBe(false);
    expect(day.error?.issues[0]?.message).toBe(DAY_OUT_OF_RANGE_MESSAGE);
    expect(IsoDateTimeSchema.safeParse('0050-03-01T08:00:00Z').success).toBe(false);
    expect(IsoDateTimeSchema.safeParse('2026-03-01T08:00:00Z').success).toBe(true);
    const night = SleepCheckinInputSchema.safeParse({
      night: '0042-02-02',
      bedtime: '20:00',
      wake_time: '07:00',
      night_wakings: 0,
    });
    expect(night.success).toBe(false);
    expect(night.error?.issues.map((issue) => issue.path.join('.'))).toContain('night');
  });
});

describe('address limit keys', () => {
  it('keeps an IPv4 address as it is and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('groups IPv6 addresses by their /64, whatever the spelling', () => {
    expect(addressLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(addressLimitKey('2001:db8:1:2::1'));
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
  });
  it('keeps what is not an address as its own key', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
    expect(addressLimitKey('1:2:3')).toBe('1:2:3');
  });
});

describe('collaborator links', () => {
  const expiresAt = new Date('2026-12-01T00:00:00Z');
  const before = new Date('2026-11-27T12:00:00Z');
  it('is open until answered, revoked or past its end', () => {
    expect(collaboratorLinkState({ expiresAt, revokedAt: null, answeredAt: null }, before)).toBe('open');
    expect(collaboratorLinkState({ expiresAt, revokedAt: null, answeredAt: before }, before)).toBe(
      'answered',
    );
    expect(collaboratorLinkState({ expiresAt, revokedAt: before, answeredAt: null }, before)).toBe('revoked');
    expect(collaboratorLinkState({ expiresAt, revokedAt: null, answeredAt: null }, expiresAt)).toBe(
      'expired',
    );
  });
});

const bytesOf = (...parts: (number[] | Uint8Array | string)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : Array.from(part),
    ),
  );
const pngChunk = (type: string, data: number[] | string = []) => {
  const body = typeof data === 'string' ? [...data].map((c) => c.charCodeAt(0)) : data;
  const n = body.length;
  return [
    (n >>> 24) & 255,
    (n >>> 16) & 255,
    (n >>> 8) & 255,
    n & 255,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...body,
    0,
    0,
    0,
    0,
  ];
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const png = (payload = 'pixels') => bytesOf(PNG, IHDR, pngChunk('IDAT', payload), pngChunk('IEND'));
const jpeg = (payload = 'pixels') => bytesOf([0xff, 0xd8, 0xff, 0xe0], payload, [0xff, 0xd9]);
const webp = (payload = 'pixels') => {
  const body = `WEBPVP8 ${payload}`;
  const n = body.length;
  return bytesOf('RIFF', [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255], body);
};

describe('insurance card bytes', () => {
  it('takes a plain JPEG, PNG and WebP of their declared type', () => {
    expect(imageBytesProblem('image/png', png())).toBeNull();
    expect(imageBytesProblem('image/jpeg', jpeg())).toBeNull();
    expect(imageBytesProblem('image/webp', webp())).toBeNull();
  });
  it('refuses bytes of another type than declared, and an SVG declared as PNG', () => {
    expect(imageBytesProblem('image/png', jpeg())).toBe('signature');
    expect(imageBytesProblem('image/jpeg', png())).toBe('signature');
    expect(
      imageBytesProblem(
        'image/png',
        bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ).toBe('signature');
    expect(imageBytesProblem('image/gif', bytesOf('GIF89a'))).toBe('signature');
  });
  it('refuses a polyglot: bytes after the end of the image, or markup inside it', () => {
    expect(imageBytesProblem('image/png', bytesOf(png(), '<html>'))).toBe('structure');
    expect(
      imageBytesProblem(
        'image/png',
        bytesOf(PNG, IHDR, pngChunk('tEXt', 'c\u0000<script>x</script>'), pngChunk('IEND')),
      ),
    ).toBe('markup');
    expect(imageBytesProblem('image/jpeg', jpeg('<svg onload=alert(1)>'))).toBe('markup');
    expect(imageBytesProblem('image/jpeg', bytesOf(jpeg(), 'PK\u0003\u0004zip'))).toBe('structure');
    expect(imageBytesProblem('image/webp', bytesOf(webp(), 'tail'))).toBe('structure');
    expect(imageBytesProblem('image/png', bytesOf(PNG, pngChunk('IDAT', 'x'), IHDR, pngChunk('IEND')))).toBe(
      'structure',
    );
  });
});
