import type {
  HelpCard,
  ImprovementArea,
  Prescription,
  Product,
  Purchase,
  Session,
  SessionItem,
  Solution,
} from '@attune/core';

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

/** The Bark add-on: an available product priced $9.00 a month. */
export function solution(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 4,
    name: 'bark',
    kind: 'product',
    purchaseKind: 'perChild',
    displayName: 'Bark',
    areaOfFocus: 'Online safety',
    categories: ['behavior'],
    available: true,
    icon: 'bark',
    tagline: 'Online monitoring for peace of mind.',
    description: 'Bark watches for online risks and tells you when something needs your attention.',
    videoUrl: 'https://cdn.example/bark.mp4',
    pricing: { key: 'monthly', kind: 'subscription', name: 'Monthly', raw: 900, formatted: '$9.00' },
    marketing: {
      why: 'Screens are part of family life.',
      forParents: 'Alerts instead of snooping.',
      forKids: 'Freedom with a safety net.',
      whatYoullDo: 'Connect your child’s accounts.',
      whatsNeeded: 'Your child’s phone or tablet.',
    },
    meta: { affiliateLink: null },
    translations: {},
    ...overrides,
  };
}

/** Bark's product: $9.00 with a 7-day trial. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 31,
    name: 'bark',
    value: 900,
    trial_length: 7,
    iap: { productId: 'com.attune.bark', localizedPrice: '$9.00' },
    iap_id: 'com.attune.bark',
    activity_plans: [],
    course: null,
    purchase_kind: 'perChild',
    ...overrides,
  };
}

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 81,
    product: { id: 31, name: 'bark' },
    state: 'paid',
    child_id: 5,
    source: 'stripe',
    created_at: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}

export const helpCards: HelpCard[] = [
  {
    id: 1,
    solution_name: null,
    title: 'Routines that stick',
    color: '#2f64c9',
    description: 'Keep mornings calm.\n\nUse a picture checklist.',
    video_url: 'https://cdn.example/routines.mp4',
    tagline: 'Small steps, every day',
    generic: true,
    tags: ['focus'],
  },
  {
    id: 2,
    solution_name: 'sleep',
    title: 'Winding down',
    color: '#5b4bc4',
    description: 'Dim the lights an hour before bed.',
    video_url: null,
    tagline: null,
    generic: false,
    tags: ['sleep'],
  },
];

export const improvementAreas: ImprovementArea[] = [
  {
    id: 1,
    slug: 'inattentive',
    name: 'Attention',
    description: 'Staying on task.',
    direction: 'reduce',
    cutOff: 11.5,
  },
  {
    id: 2,
    slug: 'social-emotional',
    name: 'Social skills',
    description: null,
    direction: 'increase',
    cutOff: null,
  },
  {
    id: 3,
    slug: 'medication',
    name: 'Medication',
    description: 'Side effects.',
    direction: 'reduce',
    cutOff: null,
  },
];
