/**
 * The demo family of the sample catalogue, as data: who they are and how far their plans have got. The
 * reference server seeds it outside production (or with `SEED_DEMO=1`) on the real today; the tests and
 * stories show the same family on their frozen day with `demoFamily` of `@attune/core/testing`, and this
 * package's tests check that the two agree.
 */
import type { MedicationTime, Prescriber } from '@attune/core/rules';

/** Where one session of a plan stands: done, skipped, or open with some of its items done. */
export interface SessionProgress {
  /** The session's position in its plan (0 is the intro). */
  readonly position: number;
  /** `completed` and `skipped` on the session's scheduled day; `open` not yet. */
  readonly status: 'completed' | 'skipped' | 'open';
  /** For an open session: how many of its items (the first ones) are done. */
  readonly itemsDone?: number;
  /** The session to do next: its card starts expanded. */
  readonly primed?: boolean;
}

/** How far a child's plan has got: which catalogue plan, how long ago it started, its sessions' progress. */
export interface PlanProgress {
  /** The catalogue plan's key, e.g. `attune-essentials`. */
  readonly key: string;
  /** The day it started, counted back from today (weekly sessions fall every 7 days from it). */
  readonly startedDaysAgo: number;
  /** The sessions that have moved; later ones are open and untouched. */
  readonly sessions: readonly SessionProgress[];
}

/** A check-in (questionnaire) a demo child has answered, every answer at the same level (0 = never). */
export interface DemoCheckIn {
  /** The questionnaire's measure key. */
  readonly measure: string;
  /** The level of every answer, from 0 (the first response) up. */
  readonly answerLevel: number;
  /** How many days before today it was answered (at the demo's session time). */
  readonly daysAgo: number;
}

/** A demo child: the age kept on every day (the birthday falls on `birthday`, `MM-DD`) and the avatar. */
export interface DemoChild {
  readonly name: string;
  readonly age: number;
  /** The birthday's month and day, `MM-DD`. */
  readonly birthday: string;
  readonly gender: 'male' | 'female';
  readonly onMedication: boolean;
  readonly avatar: {
    readonly chosenVisualization: string | null;
    readonly chosenEyes: string | null;
    readonly skinColor: number | null;
    readonly hairColor: number | null;
    readonly eyeColor: number | null;
  };
}

/** A demo prescription: a catalogue medication by name and dosage, or a custom one as written. */
export interface DemoPrescription {
  readonly medication: { readonly name: string; readonly dosage: number } | null;
  readonly customMedication: string | null;
  readonly customDosage: string | null;
  /** The day it started, counted back from today. */
  readonly startedDaysAgo: number;
  readonly taken: readonly MedicationTime[];
  readonly prescribedBy: Prescriber;
}

/** The time of day (UTC, `HH:MM`) the demo family does its sessions. */
export const DEMO_SESSION_TIME = '18:30';

/**
 * How far the demo children's plans have got, in the order they were started: Maya's Attune Essentials
 * (intro and week 1 done, week 2 skipped, week 3 due today and next) and Medication Insights (started a
 * week ago, nothing done), Leo's ADHD Insights (intro done, this week's session begun: one item done).
 */
export const DEMO_PROGRESS = {
  maya: [
    {
      key: 'attune-essentials',
      startedDaysAgo: 21,
      sessions: [
        { position: 0, status: 'completed' },
        { position: 1, status: 'completed' },
        { position: 2, status: 'skipped' },
        { position: 3, status: 'open', primed: true },
      ],
    },
    { key: 'medication-insights', startedDaysAgo: 7, sessions: [] },
  ],
  leo: [
    {
      key: 'adhd-insights',
      startedDaysAgo: 7,
      sessions: [
        { position: 0, status: 'completed' },
        { position: 1, status: 'open', itemsDone: 1 },
      ],
    },
  ],
} as const satisfies Record<'maya' | 'leo', readonly PlanProgress[]>;

/**
 * Maya's two inattention check-ins, oldest first, three weeks apart: the score came down past her goal
 * into the typical range (18, then 9 against a goal of 13), so the goal was reached.
 */
export const DEMO_CHECK_INS: readonly DemoCheckIn[] = [
  { measure: 'inattentive', answerLevel: 2, daysAgo: 28 },
  { measure: 'inattentive', answerLevel: 1, daysAgo: 7 },
];

/**
 * The demo family: Sam Rivera (a mobile number, as in the core fixtures, so text reminders can be
 * switched on) with Maya, 8, on medication, and Leo, 11.
 */
export const DEMO_FAMILY = {
  parent: { name: 'Sam Rivera', phone: '+14155550134' },
  maya: {
    name: 'Maya',
    age: 8,
    birthday: '09-14',
    gender: 'female',
    onMedication: true,
    avatar: {
      chosenVisualization: 'base-fem2',
      chosenEyes: 'eyes-fem1',
      skinColor: 3,
      hairColor: 2,
      eyeColor: 4,
    },
  },
  leo: {
    name: 'Leo',
    age: 11,
    birthday: '11-02',
    gender: 'male',
    onMedication: false,
    avatar: { chosenVisualization: null, chosenEyes: null, skinColor: null, hairColor: null, eyeColor: null },
  },
  /** Maya's prescriptions: Ritalin from the catalogue and a custom ('other') melatonin. */
  mayaPrescriptions: [
    {
      medication: { name: 'Methylphenidate (Ritalin)', dosage: 10 },
      customMedication: null,
      customDosage: null,
      startedDaysAgo: 155,
      taken: ['morning', 'afternoon'],
      prescribedBy: 'pediatrician',
    },
    {
      medication: null,
      customMedication: 'Melatonin',
      customDosage: '1 mg gummy',
      startedDaysAgo: 57,
      taken: ['evening'],
      prescribedBy: 'other',
    },
  ],
  progress: DEMO_PROGRESS,
  checkIns: DEMO_CHECK_INS,
} as const satisfies {
  parent: { name: string; phone: string };
  maya: DemoChild;
  leo: DemoChild;
  mayaPrescriptions: readonly DemoPrescription[];
  progress: Record<'maya' | 'leo', readonly PlanProgress[]>;
  checkIns: readonly DemoCheckIn[];
};

/**
 * A demo child's birthday on `today` (`YYYY-MM-DD`): the last `MM-DD` on which the child turned its
 * age, so the child is that age on any day.
 */
export function demoBirthday(child: Pick<DemoChild, 'age' | 'birthday'>, today: string): string {
  const year = Number(today.slice(0, 4)) - child.age - (child.birthday > today.slice(5) ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${child.birthday}`;
}
