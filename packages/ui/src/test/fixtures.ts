import type { Prescription, Session, SessionItem } from '@attune/core';

/** A session item at a position, not done unless told. */
export function item(position: number, overrides: Partial<SessionItem> = {}): SessionItem {
  return {
    id: 100 + position,
    position,
    activity_item: {
      id: 500 + position,
      content: `Activity ${position}`,
      kind: 'video',
      require_confirmation: false,
    },
    complete: false,
    skipped: false,
    completed_at: null,
    ...overrides,
  };
}

/** A due session of three items at position 2, allowing both quick actions. */
export function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 42,
    child_activity_plan_id: 9,
    activity_session_id: 77,
    title: 'Morning Routine',
    kind: 'activity',
    description: 'Practise the morning checklist together.',
    requirements: 'A printed checklist and a pencil.',
    schedule_date: '2026-03-02',
    position: 2,
    complete: false,
    completed_at: null,
    skipped: false,
    skipped_at: null,
    primed: false,
    length: '10 minutes',
    actions: { complete: true, skip: true },
    child_activity_items: [item(1), item(2), item(3)],
    ...overrides,
  };
}

export const medications = [
  {
    id: 1,
    name: 'Methylphenidate',
    dosages: [
      { id: 11, value: 10 },
      { id: 12, value: 20 },
    ],
  },
  { id: 2, name: 'Guanfacine', dosages: [{ id: 21, value: 1 }] },
];

/** A prescription of 10 mg methylphenidate in the morning. */
export function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 3,
    child_id: 5,
    template: false,
    medication: { id: 1, name: 'Methylphenidate' },
    dosage: { id: 11, value: 10 },
    custom_medication: null,
    custom_dosage: null,
    start_date: '2025-09-01',
    taken: ['morning'],
    prescribed_by: 'pediatrician',
    created_at: '2025-09-01T10:00:00Z',
    updated_at: '2025-09-01T10:00:00Z',
    ...overrides,
  };
}
