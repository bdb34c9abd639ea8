/**
 * Security rules stated once for the server and the web app: the range of dates a request may carry,
 * how client addresses are grouped for the address limits, when a collaborator's questionnaire link
 * still answers, and the bounds of the mail queue. Times are arguments, never read from a clock.
 *
 * Conventions: durations in milliseconds; a calendar day is `YYYY-MM-DD`.
 */

/**
 * The calendar days a request may name: from 1900-01-01 (the oldest birthday a family could enter) to
 * 2100-12-31 (far past any plan, prescription or appointment). A day outside is refused (422) by core's
 * date schemas, so no service ever meets year 0001 (JavaScript's `Date.UTC` reads years 0-99 as
 * 1900-1999) or year 275760.
 */
export const DAY_RANGE = { earliest: '1900-01-01', latest: '2100-12-31' } as const;

/** The message a day outside {@link DAY_RANGE} is refused with. */
export const DAY_OUT_OF_RANGE_MESSAGE = `must be between ${DAY_RANGE.earliest} and ${DAY_RANGE.latest}`;

/**
 * Whether a `YYYY-MM-DD` day (or the date part of an ISO 8601 instant, its first 10 characters) lies in
 * {@link DAY_RANGE}. Text that does not start with a 4-digit year is outside.
 */
export function dayInRange(text: string): boolean {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return day >= DAY_RANGE.earliest && day <= DAY_RANGE.latest;
}

/**
 * The key an address limit counts a client address under: an IPv4 address as it is; an IPv6 address by
 * its /64 network (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every guess; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as
 * its IPv4 address. Anything that is not an address is its own key, lower-cased.
 */
export function addressLimitKey(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(text);
  if (!groups) return text;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, no leading zeros), or null when it is not one. */
function ipv6Groups(text: string): string[] | null {
  const bare = text.split('%')[0] ?? '';
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/.test(bare)) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const groups: string[] = [];
    for (const piece of half.split(':')) {
      if (/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) {
        const bytes = piece.split('.').map(Number);
        if (bytes.some((byte) => byte > 255)) return null;
        const [a = 0, b = 0, c = 0, d = 0] = bytes;
        groups.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16).toString(16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = part(halves[0]);
  const tail = part(halves[1]);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array.from({ length: missing }, () => '0'), ...tail];
}

/** What decides whether a collaborator's questionnaire link still answers. */
export interface CollaboratorLinkTimes {
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  /** When the questionnaire was answered through the link; null while unanswered. */
  readonly answeredAt: Date | null;
}

/**
 * A collaborator's link: `open` (it may be read and answered), `answered` (it was answered once: it
 * answers no more, and says so until its end), `revoked` (the family took it back) or `expired` (past its
 * end, whatever happened before: then it is simply gone).
 */
export type CollaboratorLinkState = 'open' | 'answered' | 'revoked' | 'expired';

/** The state of a collaborator's link at `now` (see {@link CollaboratorLinkState}). */
export function collaboratorLinkState(link: CollaboratorLinkTimes, now: Date): CollaboratorLinkState {
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  if (link.answeredAt) return 'answered';
  return link.revokedAt ? 'revoked' : 'open';
}

/**
 * The mail queue's bounds while the mail server is down: each message is tried at most
 * `maxAttempts` times (core's `MAIL_MAX_ATTEMPTS`, in the lifecycle rules), a pass of the sender claims at
 * most `perPass` messages and stops at the first `failuresPerPass` failures (so a dead server costs a
 * pass a few seconds, not one timeout per queued message), and an address holds at most
 * `unsentPerRecipient` unsent messages: a new one past that replaces the oldest unsent message to the
 * address, so retries never grow without bound.
 */
export const MAIL_QUEUE_LIMITS = { perPass: 100, failuresPerPass: 3, unsentPerRecipient: 20 } as const;

/**
 * Whether the bytes of a photo are a plain image of its declared type (`image/jpeg`, `image/png`,
 * `image/webp`), checked by structure, without decoding the picture:
 * - JPEG: starts with the SOI marker and a marker segment (`FF D8 FF`), ends with the EOI marker (`FF D9`);
 * - PNG: the 8-byte signature, then well-formed chunks (length, type of four letters, data, CRC) from
 *   `IHDR` first to `IEND` last, with nothing after it;
 * - WebP: a RIFF container whose size is the file's, of form `WEBP`, whose first chunk is `VP8 `, `VP8L`
 *   or `VP8X`;
 * and in none of them markup a browser could run (`<script`, `<svg`, `<html`, `<?xml`, `<!doctype`), the
 * usual carrier of a polyglot. Anything else is refused: 'signature' when the bytes are not the declared
 * type at all, 'structure' when they start like it but are not a plain file of it, 'markup' for markup.
 * (Re-encoding would strip everything but the picture; it needs a native image library, so photos are
 * refused rather than re-encoded.)
 */
export function imageBytesProblem(
  declaredType: string,
  bytes: Uint8Array,
): 'signature' | 'structure' | 'markup' | null {
  const at = (index: number) => bytes[index] ?? -1;
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...Array.from(bytes.subarray(from, from + length)));
  let problem: 'signature' | 'structure' | null;
  switch (declaredType) {
    case 'image/jpeg':
      if (!(at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff)) problem = 'signature';
      else
        problem =
          at(bytes.length - 2) === 0xff && at(bytes.length - 1) === 0xd9 && bytes.length >= 6
            ? null
            : 'structure';
      break;
    case 'image/png':
      problem = pngProblem(bytes);
      break;
    case 'image/webp':
      if (ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WEBP') problem = 'signature';
      else {
        const size = (at(4) | (at(5) << 8) | (at(6) << 16) | (at(7) << 24)) >>> 0;
        const first = ascii(12, 4);
        problem = size + 8 === bytes.length && ['VP8 ', 'VP8L', 'VP8X'].includes(first) ? null : 'structure';
      }
      break;
    default:
      problem = 'signature';
  }
  if (problem) return problem;
  return MARKUP.test(latin1(bytes)) ? 'markup' : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MARKUP = /<(script|svg|html|\?xml|!doctype|iframe|object|embed)[\s>/]/i;

const latin1 = (bytes: Uint8Array): string => {
  let text = '';
  for (let from = 0; from < bytes.length; from += 8192) {
    text += String.fromCharCode(...Array.from(bytes.subarray(from, from + 8192)));
  }
  return text;
};

function pngProblem(bytes: Uint8Array): 'signature' | 'structure' | null {
  if (!PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return 'signature';
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length =
      (((bytes[offset] ?? 0) << 24) |
        ((bytes[offset + 1] ?? 0) << 16) |
        ((bytes[offset + 2] ?? 0) << 8) |
        (bytes[offset + 3] ?? 0)) >>>
      0;
    const type = String.fromCharCode(...Array.from(bytes.subarray(offset + 4, offset + 8)));
    if (!/^[A-Za-z]{4}$/.test(type)) return 'structure';
    if (first && type !== 'IHDR') return 'structure';
    first = false;
    const end = offset + 12 + length;
    if (end > bytes.length) return 'structure';
    if (type === 'IEND') return end === bytes.length ? null : 'structure';
    offset = end;
  }
  return 'structure';
}
