/**
 * The reference catalogue, as sample data: plans with their sessions and items, medications, measures,
 * help cards, courses, questionnaires, insurance plans and a consent form. The add-ons and their products
 * are written from the one add-on catalogue (see `./add-ons.ts`).
 *
 * Texts are kind and informational; nothing here diagnoses a child. Prices are in cents; where the
 * specs name a price or a trial it is used as given, other figures are sample values.
 */

import type { MeasureKey, PlanKey } from '@attune/core/rules';

/** One item of a session template. */
export interface ItemSeed {
  kind: 'text' | 'video' | 'checklist' | 'questionnaire' | 'reflection';
  content: string;
  requireConfirmation?: boolean;
}

/** One session template; position is its index in the plan's list (0 is the intro). */
export interface SessionSeed {
  title: string;
  kind?: string;
  description: string;
  requirements: string;
  length: string;
  items: ItemSeed[];
}

/** A plan of the catalogue; its priority and cadence are the core's (`planPriority`, `planCadenceDays`). */
export interface PlanSeed {
  key: PlanKey;
  title: string;
  titleEs: string;
  kind: 'plan' | 'intervention';
  description: string;
  shortDescription: string;
  primaryColor: string;
  icon: string;
  questionnaireKey?: string;
  sessions: SessionSeed[];
}

const intro = (topic: string, what: string): SessionSeed => ({
  title: 'Welcome',
  kind: 'intro',
  description: `An introduction to ${topic}: what the next weeks look like and how to make the most of them.`,
  requirements: 'A quiet few minutes for yourself.',
  length: '5 min',
  items: [
    {
      kind: 'text',
      content: `Welcome! ${what} There are no right or wrong answers; every family is different.`,
    },
    {
      kind: 'text',
      content:
        'This plan is informational only and does not diagnose your child. Talk with your care team about any concerns.',
      requireConfirmation: true,
    },
    {
      kind: 'checklist',
      content: 'Pick a regular time of the week that suits your family for the sessions.',
    },
  ],
});

const session = (
  title: string,
  description: string,
  length: string,
  steps: string[],
  requirements = '',
): SessionSeed => ({
  title,
  kind: 'session',
  description,
  requirements: requirements || 'A few calm minutes with your child.',
  length,
  items: steps.map((content, index) => ({
    kind: index === 0 ? 'video' : index === steps.length - 1 ? 'reflection' : 'text',
    content,
  })),
});

const checkIn = (title: string, questionnaire: string): SessionSeed => ({
  title,
  kind: 'check-in',
  description: `A short check-in to see how things are going. Your answers help you notice change over time.`,
  requirements: 'About ten minutes and your recent observations.',
  length: '10 min',
  items: [
    { kind: 'text', content: 'Think about the last two weeks at home and at school.' },
    { kind: 'questionnaire', content: questionnaire },
    { kind: 'reflection', content: 'What went well lately? Write down one small win.' },
  ],
});

function topicSessions(topics: readonly [string, string][], length = '15 min'): SessionSeed[] {
  return topics.map(([title, focus]) =>
    session(title, `This week we look at ${focus}.`, length, [
      `A short video about ${focus}.`,
      `Read: everyday ideas for ${focus}, with examples from other families.`,
      `Try it: choose one idea about ${focus} to practise together this week.`,
      'Notice how it went; small steps count.',
    ]),
  );
}

/** The activity plans (keys are the slugs the core's rules use). */
export const planSeeds: PlanSeed[] = [
  {
    key: 'attune-essentials',
    title: 'Attune Essentials',
    titleEs: 'Lo esencial de Attune',
    kind: 'plan',
    description:
      'A weekly program of short sessions on routines, attention and calm, built around your family. Each session takes about fifteen minutes.',
    shortDescription: 'Weekly sessions on routines, attention and calm.',
    primaryColor: '#3f7cac',
    icon: 'essentials',
    sessions: [
      intro('the Essentials program', 'Each week brings one short session with ideas to try at home.'),
      ...topicSessions([
        ['Morning routines', 'calmer mornings with a simple routine'],
        ['Clear instructions', 'giving one clear instruction at a time'],
        ['Praise that works', 'specific, warm praise'],
        ['Homework time', 'a steady homework corner and short breaks'],
        ['Big feelings', 'naming feelings and calming down together'],
        ['Screen time', 'screen time agreements that stick'],
        ['Bedtime', 'a predictable wind-down before sleep'],
        ['Looking back', 'what has changed and what to keep'],
      ]),
    ],
  },
  {
    key: 'rodeo-weekly-check-in',
    title: 'Weekly Check-In',
    titleEs: 'Revisión semanal',
    kind: 'plan',
    description: 'A two-minute weekly look back at the week, to spot patterns early.',
    shortDescription: 'A quick look back at each week.',
    primaryColor: '#5b8c5a',
    icon: 'check-in',
    sessions: [
      intro('weekly check-ins', 'Once a week you will answer a few quick questions.'),
      checkIn('Week 1 check-in', 'inattentive'),
      checkIn('Week 2 check-in', 'inattentive'),
      checkIn('Week 3 check-in', 'inattentive'),
    ],
  },
  {
    key: 'vanderbilt',
    title: 'Vanderbilt Check-In',
    titleEs: 'Revisión Vanderbilt',
    kind: 'plan',
    description:
      'A widely used parent rating scale, repeated over time so you and your care team can see change.',
    shortDescription: 'A parent rating scale, repeated over time.',
    primaryColor: '#7a5c99',
    icon: 'vanderbilt',
    questionnaireKey: 'vanderbilt',
    sessions: [
      intro(
        'the Vanderbilt check-in',
        'Every month you will answer the same questions so change is easy to see.',
      ),
      checkIn('First rating', 'vanderbilt'),
      checkIn('One month on', 'vanderbilt'),
      checkIn('Two months on', 'vanderbilt'),
    ],
  },
  {
    key: 'adhd-insights',
    title: 'ADHD Insights',
    titleEs: 'Ideas sobre el TDAH',
    kind: 'plan',
    description:
      'Learn how attention works, what research says, and which everyday supports help many children.',
    shortDescription: 'Understand attention and what helps.',
    primaryColor: '#d9822b',
    icon: 'insights',
    sessions: [
      intro('ADHD Insights', 'Each session explains one idea and suggests one thing to try.'),
      ...topicSessions([
        ['How attention works', 'how attention and focus develop'],
        ['Executive skills', 'planning, starting and finishing tasks'],
        ['Working memory', 'helping your child hold information in mind'],
        ['Strengths first', "your child's strengths and interests"],
        ['Working with school', 'partnering with teachers'],
      ]),
    ],
  },
  {
    key: 'social-emotional-strengths',
    title: 'Social + Emotional Strengths',
    titleEs: 'Fortalezas socioemocionales',
    kind: 'plan',
    description:
      'Monthly check-ins across eight areas of social and emotional development, with ideas to build on strengths.',
    shortDescription: 'Build on social and emotional strengths.',
    primaryColor: '#c44569',
    icon: 'heart',
    questionnaireKey: 'dessa',
    sessions: [
      intro('social and emotional strengths', 'Once a month you will rate everyday behaviors.'),
      checkIn('First strengths check-in', 'dessa'),
      checkIn('Second strengths check-in', 'dessa'),
    ],
  },
  {
    key: 'coexisting-conditions',
    title: 'Coexisting Conditions',
    titleEs: 'Condiciones coexistentes',
    kind: 'plan',
    description:
      'Regular check-ins on mood, worry and behavior, so changes can be discussed with your care team early.',
    shortDescription: 'Check-ins on mood, worry and behavior.',
    primaryColor: '#4a6fa5',
    icon: 'layers',
    questionnaireKey: 'anxiety',
    sessions: [
      intro(
        'coexisting conditions',
        'Every two weeks you will answer a few questions about mood and behavior.',
      ),
      checkIn('Mood and worry', 'anxiety'),
      checkIn('Behaviour at home', 'oppositional'),
      checkIn('Behaviour with others', 'conduct'),
      checkIn('Feelings', 'emotional'),
    ],
  },
  {
    key: 'medication-insights',
    title: 'Medication Insights',
    titleEs: 'Información sobre la medicación',
    kind: 'plan',
    description: 'Weekly notes on how medication days are going, to bring to your next appointment.',
    shortDescription: 'Weekly medication notes for your appointments.',
    primaryColor: '#2d9cdb',
    icon: 'pill',
    questionnaireKey: 'medication',
    sessions: [
      intro('medication insights', 'Each week you will note how things went, including any side effects.'),
      checkIn('Week 1 notes', 'medication'),
      checkIn('Week 2 notes', 'medication'),
      checkIn('Week 3 notes', 'medication'),
      checkIn('Week 4 notes', 'medication'),
    ],
  },
  {
    key: 'coordinate-care',
    title: 'Coordinate Care',
    titleEs: 'Coordinar la atención',
    kind: 'plan',
    description: "Bring together what your child's teachers, doctors and family notice, in one place.",
    shortDescription: 'Everyone on the same page.',
    primaryColor: '#6c757d',
    icon: 'people',
    sessions: [
      intro('coordinating care', 'Sessions help you gather and share observations.'),
      ...topicSessions([
        ['Your care team', 'who is on your child’s care team'],
        ['Sharing with school', 'sharing observations with teachers'],
        ['Preparing for appointments', 'preparing questions for appointments'],
      ]),
    ],
  },
  {
    key: 'inattentive-insights',
    title: 'Inattentive Insights',
    titleEs: 'Ideas sobre la falta de atención',
    kind: 'plan',
    description: 'Ideas for children who drift off, lose things or find it hard to finish tasks.',
    shortDescription: 'Support for focus and follow-through.',
    primaryColor: '#f2994a',
    icon: 'focus',
    questionnaireKey: 'inattentive',
    sessions: [
      intro('inattentive insights', 'Each session looks at one everyday situation.'),
      ...topicSessions([
        ['Getting started', 'starting tasks'],
        ['Staying organised', 'keeping track of belongings'],
        ['Finishing', 'following tasks through'],
      ]),
    ],
  },
  {
    key: 'hyperactive-insights',
    title: 'Hyperactive Insights',
    titleEs: 'Ideas sobre la hiperactividad',
    kind: 'plan',
    description: 'Ideas for active, fast-moving children: movement breaks, waiting, and turn-taking.',
    shortDescription: 'Support for energy and waiting.',
    primaryColor: '#eb5757',
    icon: 'energy',
    questionnaireKey: 'hyperactive',
    sessions: [
      intro('hyperactive insights', 'Each session looks at one everyday situation.'),
      ...topicSessions([
        ['Movement breaks', 'planned movement breaks'],
        ['Waiting', 'practising waiting'],
        ['Turn-taking', 'taking turns in games'],
      ]),
    ],
  },
  {
    key: 'target-recognition',
    title: 'Target Recognition',
    titleEs: 'Reconocimiento de objetivos',
    kind: 'intervention',
    description:
      'A weekly attention game. It starts at level 1 with 80 sets of targets and levels up with consistent performance.',
    shortDescription: 'A weekly attention game.',
    primaryColor: '#27ae60',
    icon: 'target',
    sessions: [
      intro('Target Recognition', 'Once a week your child plays a short game.'),
      ...topicSessions(
        [
          ['Level 1', 'the first sets of targets'],
          ['Level 1, again', 'steady practice'],
          ['Next level', 'levelling up'],
        ],
        '10 min',
      ),
    ],
  },
  {
    key: 'dessa',
    title: 'DESSA',
    titleEs: 'DESSA',
    kind: 'intervention',
    description: 'A strengths-based rating of social and emotional competence, compared with peers.',
    shortDescription: 'Social and emotional strengths rating.',
    primaryColor: '#9b51e0',
    icon: 'star',
    questionnaireKey: 'dessa',
    sessions: [
      intro('DESSA', 'Once a month you will rate everyday behaviors.'),
      checkIn('Monthly DESSA', 'dessa'),
    ],
  },
  {
    key: 'sleep',
    title: 'Childhood Sleep Improvement',
    titleEs: 'Mejorar el sueño infantil',
    kind: 'intervention',
    description: 'A weekly check-in on sleep with a wearable, working towards a steady bedtime around 20:00.',
    shortDescription: 'Better sleep, one week at a time.',
    primaryColor: '#2f3e75',
    icon: 'moon',
    sessions: [
      intro('sleep improvement', 'Each week you will look at sleep together.'),
      ...topicSessions(
        [
          ['Wind-down', 'a calm wind-down'],
          ['Bedtime target', 'moving bedtime towards 20:00'],
          ['Weekends', 'keeping weekends steady'],
        ],
        '10 min',
      ),
    ],
  },
  {
    key: 'food-sensitivity',
    title: 'Food Sensitivity',
    titleEs: 'Sensibilidad alimentaria',
    kind: 'intervention',
    description: 'A hair test with results in about ten business days, plus three bonus reports.',
    shortDescription: 'A hair test and what it shows.',
    primaryColor: '#6fcf97',
    icon: 'leaf',
    sessions: [
      intro('the food sensitivity test', 'You will send a small hair sample and receive a report.'),
      ...topicSessions(
        [
          ['Sending the sample', 'collecting and sending the sample'],
          ['Your results', 'reading the results with your care team'],
        ],
        '10 min',
      ),
    ],
  },
  {
    key: 'reading-attention-tutor',
    title: 'Reading Attention Tutor',
    titleEs: 'Tutor de atención lectora',
    kind: 'intervention',
    description: 'Neurofeedback reading practice on an iPad with a headset.',
    shortDescription: 'Reading practice with neurofeedback.',
    primaryColor: '#f2c94c',
    icon: 'book',
    sessions: [
      intro('the Reading Attention Tutor', 'Short reading sessions, a few times a week.'),
      ...topicSessions(
        [
          ['First reading', 'getting set up'],
          ['Practice', 'steady practice'],
        ],
        '20 min',
      ),
    ],
  },
];

/** Medications with their dosages in mg. */
export const medicationSeeds: { name: string; dosages: number[] }[] = [
  { name: 'Methylphenidate (Ritalin)', dosages: [5, 10, 20] },
  { name: 'Methylphenidate ER (Concerta)', dosages: [18, 27, 36, 54] },
  { name: 'Amphetamine salts (Adderall)', dosages: [5, 10, 15, 20, 30] },
  { name: 'Lisdexamfetamine (Vyvanse)', dosages: [10, 20, 30, 40, 50, 60, 70] },
  { name: 'Dexmethylphenidate (Focalin)', dosages: [2.5, 5, 10] },
  { name: 'Atomoxetine (Strattera)', dosages: [10, 18, 25, 40, 60] },
  { name: 'Guanfacine ER (Intuniv)', dosages: [1, 2, 3, 4] },
  { name: 'Clonidine ER (Kapvay)', dosages: [0.1, 0.2] },
  { name: 'Viloxazine (Qelbree)', dosages: [100, 150, 200] },
];

/** An improvement group and its areas. */
export interface ImprovementGroupSeed {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly areas: readonly {
    readonly slug: string;
    readonly name: string;
    readonly description: string;
    /** The core measure the area follows. */
    readonly measure: MeasureKey;
    readonly questionnaire: string | null;
  }[];
}

/**
 * Improvement groups and their areas; each area names the core measure it follows, whose table gives its
 * direction, range and cut-off. The plan that works on each area is core's `AREA_PLANS`.
 */
export const improvementSeeds = [
  {
    key: 'attention',
    name: 'Attention',
    description: 'Focus, follow-through and energy.',
    areas: [
      {
        slug: 'inattentive',
        name: 'Inattention',
        description: 'Staying focused and finishing tasks.',
        measure: 'inattentive',
        questionnaire: 'inattentive',
      },
      {
        slug: 'hyperactive',
        name: 'Hyperactivity',
        description: 'Energy, waiting and impulsive moments.',
        measure: 'hyperactive',
        questionnaire: 'hyperactive',
      },
    ],
  },
  {
    key: 'behavior',
    name: 'Behaviour',
    description: 'Getting along with rules and with others.',
    areas: [
      {
        slug: 'conduct',
        name: 'Conduct',
        description: 'Behaviour with others.',
        measure: 'conduct',
        questionnaire: 'conduct',
      },
      {
        slug: 'oppositional',
        name: 'Oppositional behavior',
        description: 'Arguing and pushing back.',
        measure: 'oppositional',
        questionnaire: 'oppositional',
      },
    ],
  },
  {
    key: 'emotions',
    name: 'Emotions',
    description: 'Worry, mood and big feelings.',
    areas: [
      {
        slug: 'anxiety',
        name: 'Anxiety',
        description: 'Worry and nervousness.',
        measure: 'anxiety',
        questionnaire: 'anxiety',
      },
      {
        slug: 'emotional',
        name: 'Emotional regulation',
        description: 'Handling big feelings.',
        measure: 'emotional',
        questionnaire: 'emotional',
      },
    ],
  },
  {
    key: 'health',
    name: 'Sleep and health',
    description: 'Sleep and medication.',
    areas: [
      {
        slug: 'sleep',
        name: 'Sleep',
        description: 'Falling and staying asleep.',
        measure: 'sleep_review',
        questionnaire: null,
      },
      {
        slug: 'medication',
        name: 'Medication',
        description: 'How medication days are going (for children on medication).',
        measure: 'medication',
        questionnaire: 'medication',
      },
    ],
  },
] as const satisfies readonly ImprovementGroupSeed[];

/** Help cards of the help center. */
export const helpCardSeeds = [
  {
    solutionName: null,
    title: 'Getting started',
    color: 'blue',
    tagline: 'Your first week',
    description:
      '**Welcome.** Add your child, pick a plan, and do the intro session today. Sessions are short on purpose.',
    generic: true,
    tags: ['start'],
  },
  {
    solutionName: null,
    title: 'Skipping a session',
    color: 'gray',
    tagline: 'Life happens',
    description:
      'Busy week? Skip a session. Some check-ins come back a little later so nothing important is missed.',
    generic: true,
    tags: ['sessions'],
  },
  {
    solutionName: null,
    title: 'About medication notes',
    color: 'green',
    tagline: 'For your appointments',
    description:
      'Medication notes are for you and your care team. They are informational only; always follow your prescriber’s advice.',
    generic: true,
    tags: ['medication'],
  },
  {
    solutionName: 'sleep',
    title: 'Sleep tips',
    color: 'indigo',
    tagline: 'Small changes, better nights',
    description: 'A steady bedtime and a calm wind-down help many children fall asleep.',
    generic: false,
    tags: ['sleep'],
  },
  {
    solutionName: 'target-recognition',
    title: 'Target Recognition',
    color: 'teal',
    tagline: 'An attention game',
    description: 'Short weekly games; levels go up with steady practice.',
    generic: false,
    tags: ['focus'],
  },
  {
    solutionName: 'triple-p',
    title: 'Triple P',
    color: 'purple',
    tagline: 'Positive parenting',
    description: 'An online course for parents of children aged 5-13.',
    generic: false,
    tags: ['parenting-education'],
  },
];

/** Courses with their lectures. */
export const courseSeeds = [
  {
    key: 'honestly-adhd',
    name: 'honestly-adhd',
    title: 'Honestly ADHD',
    description: 'Three short video courses for parents.',
    primaryColor: '#d9822b',
    lectures: ['ADHD Basics', 'Working Memory', 'Impulsivity'],
  },
  {
    key: 'triple-p',
    name: 'triple-p',
    title: 'Positive Parenting Program (Triple P Online)',
    description: 'An online parenting course for parents of 5-13 year olds.',
    primaryColor: '#6b5b95',
    lectures: [
      'What is positive parenting?',
      'Encouraging behavior you like',
      'Teaching new skills',
      'Managing misbehavior',
      'Planning ahead',
    ],
  },
];

/** Insurance plans offered in the clinical capture form. */
export const insurancePlanSeeds = [
  'Aetna',
  'Blue Cross Blue Shield',
  'Cigna',
  'Humana',
  'Kaiser Permanente',
  'UnitedHealthcare',
  'Medicaid',
  'Other',
];

/** The consent form. */
export const consentFormSeed = {
  title: 'Consent to care',
  sections: {
    children: [
      'I agree that my child may take part in Attune sessions and check-ins.',
      'I understand the sessions are informational and do not replace medical advice.',
      'I can withdraw this consent at any time.',
    ],
    adults: [
      'I agree to take part in Attune sessions and check-ins.',
      'I understand the sessions are informational and do not replace medical advice.',
      'I can withdraw this consent at any time.',
    ],
  },
};
