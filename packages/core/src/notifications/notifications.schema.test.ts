import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { notificationArb } from '../testing/entities.arbitraries';
import { NotificationSchema } from './notifications.schema';

describe('NotificationSchema', () => {
  it('a notification without kind or persist is a feed notification that does not persist', () => {
    const raw = { id: 12, timestamp: '2026-03-01T10:00:00Z', title: 'New session ready', body: null };
    expect(NotificationSchema.parse(raw)).toEqual({
      ...raw,
      kind: 'feed',
      persist: false,
      read_at: null,
      href: null,
      dose: null,
    });
  });

  it('keeps an app-raised notification with a string id, its kind and persist flag', () => {
    const raised = {
      id: 'api-error-1',
      timestamp: '2026-03-01T10:00:00Z',
      kind: 'error',
      persist: true,
      title: 'API Error (500)',
      body: 'There was an error with the API request.',
      read_at: null,
      href: null,
      dose: null,
    };
    expect(NotificationSchema.parse(raised)).toEqual(raised);
  });

  it('a medication reminder carries its dose: child, prescription, day, time, medication and answer', () => {
    const dose = {
      child_id: 1,
      prescription_id: 3,
      day: '2026-11-27',
      dose: 'evening',
      medication: 'Calmex',
      answer: null,
    };
    const raw = { id: 5, timestamp: '2026-11-27T19:00:00Z', kind: 'dose-due', title: 'x', body: null, dose };
    expect(NotificationSchema.parse(raw).dose).toEqual(dose);
    expect(parseWith(NotificationSchema, { ...raw, dose: { ...dose, answer: 'maybe' } }).ok).toBe(false);
  });

  it('rejects a notification without a timestamp or with an id of 0, naming both', () => {
    const result = parseWith(NotificationSchema, { id: 0, title: 'x', body: null });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['id', 'timestamp']);
  });

  it('every generated notification parses', () => {
    fc.assert(
      fc.property(notificationArb, (notification) => {
        expect(NotificationSchema.parse(notification)).toEqual(notification);
      }),
    );
  });
});
