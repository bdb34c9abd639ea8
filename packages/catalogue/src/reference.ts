/**
 * The reference data of the sample catalogue: plans with their sessions and items, medications, measures,
 * help cards, courses, insurance plans and a consent form. The add-ons and their products are in
 * `./add-ons.ts`, the questionnaires in `./questionnaires.ts`, the content library in `./content.ts`.
 *
 * Texts are kind and informational; nothing here diagnoses a child. Prices are in cents; where the
 * specs name a price or a trial it is used as given, other figures are sample values.
 */

import type { MeasureKey, PlanKey, SolutionName } from '@attune/core/rules';

/** One item of a session template. */
export interface ItemSeed {
  kind: 'text' | 'video' | 'checklist' | 'questionnaire' | 'reflection';
  content: string;
  /** The content in Spanish (absent for a questionnaire item, whose content is a key). */
  contentEs?: string;
  requireConfirmation?: boolean;
  /** The clip a video item plays, served by the app (`packages/web/public/media/`, captions beside it). */
  videoUrl?: string;
}

/**
 * The step clips the app serves (5 s WebM, captions in English and Spanish beside each): sample media.
 * Every video item of the sample plans and every lecture of the sample courses plays one of these two, so
 * the app marks them as placeholders for staff while the catalogue is the sample one.
 */
export const STEP_VIDEOS = ['/media/breathing.webm', '/media/steps.webm'] as const;

/** The `n`th of {@link STEP_VIDEOS}, round and round. */
export function stepVideo(n: number): string {
  return STEP_VIDEOS[n % STEP_VIDEOS.length] ?? STEP_VIDEOS[0];
}

/** One session template; position is its index in the plan's list (0 is the intro). */
export interface SessionSeed {
  title: string;
  kind?: string;
  description: string;
  requirements: string;
  /** Its texts in Spanish, written as `translations` (`title_es`, `description_es`, `requirements_es`). */
  es: { title: string; description: string; requirements: string };
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
  /** The descriptions in Spanish. */
  descriptionEs: string;
  shortDescriptionEs: string;
  primaryColor: string;
  icon: string;
  questionnaireKey?: string;
  sessions: SessionSeed[];
}

/** A text in English and Spanish. */
type Both = readonly [en: string, es: string];

const intro = ([topic, topicEs]: Both, [what, whatEs]: Both): SessionSeed => ({
  title: 'Welcome',
  kind: 'intro',
  description: `An introduction to ${topic}: what the next weeks look like and how to make the most of them.`,
  requirements: 'A quiet few minutes for yourself.',
  es: {
    title: 'Bienvenida',
    description: `Una introducción ${topicEs.startsWith('el ') ? `al ${topicEs.slice(3)}` : `a ${topicEs}`}: cómo serán las próximas semanas y cómo aprovecharlas al máximo.`,
    requirements: 'Unos minutos tranquilos para ti.',
  },
  length: '5 min',
  items: [
    {
      kind: 'text',
      content: `Welcome! ${what} There are no right or wrong answers; every family is different.`,
      contentEs: `¡Te damos la bienvenida! ${whatEs} No hay respuestas correctas ni incorrectas; cada familia es diferente.`,
    },
    {
      kind: 'text',
      content:
        'This plan is informational only and does not diagnose your child. Talk with your care team about any concerns.',
      contentEs:
        'Este plan es solo informativo y no diagnostica a tu hijo o hija. Habla con tu equipo de atención sobre cualquier inquietud.',
      requireConfirmation: true,
    },
    {
      kind: 'checklist',
      content: 'Pick a regular time of the week that suits your family for the sessions.',
      contentEs: 'Elige un momento fijo de la semana que le venga bien a tu familia para las sesiones.',
    },
  ],
});

const session = (
  [title, titleEs]: Both,
  [description, descriptionEs]: Both,
  length: string,
  steps: readonly Both[],
): SessionSeed => ({
  title,
  kind: 'session',
  description,
  requirements: 'A few calm minutes with your child.',
  es: {
    title: titleEs,
    description: descriptionEs,
    requirements: 'Unos minutos tranquilos con tu hijo o hija.',
  },
  length,
  items: steps.map(([content, contentEs], index) => ({
    kind: index === 0 ? 'video' : index === steps.length - 1 ? 'reflection' : 'text',
    content,
    contentEs,
    ...(index === 0 ? { videoUrl: stepVideo(title.length) } : {}),
  })),
});

const checkIn = ([title, titleEs]: Both, questionnaire: string): SessionSeed => ({
  title,
  kind: 'check-in',
  description: `A short check-in to see how things are going. Your answers help you notice change over time.`,
  requirements: 'About ten minutes and your recent observations.',
  es: {
    title: titleEs,
    description:
      'Un seguimiento breve para ver cómo van las cosas. Tus respuestas te ayudan a notar los cambios con el tiempo.',
    requirements: 'Unos diez minutos y lo que hayas observado últimamente.',
  },
  length: '10 min',
  items: [
    {
      kind: 'text',
      content: 'Think about the last two weeks at home and at school.',
      contentEs: 'Piensa en las últimas dos semanas en casa y en la escuela.',
    },
    { kind: 'questionnaire', content: questionnaire },
    {
      kind: 'reflection',
      content: 'What went well lately? Write down one small win.',
      contentEs: '¿Qué ha ido bien últimamente? Anota un pequeño logro.',
    },
  ],
});

/** Topic sessions from `[title, focus]` pairs in English and Spanish. */
function topicSessions(
  topics: readonly (readonly [title: string, focus: string, titleEs: string, focusEs: string])[],
  length = '15 min',
): SessionSeed[] {
  return topics.map(([title, focus, titleEs, focusEs]) =>
    session(
      [title, titleEs],
      [`This week we look at ${focus}.`, `Esta semana hablamos de ${focusEs}.`],
      length,
      [
        [`A short video about ${focus}.`, `Un video corto sobre ${focusEs}.`],
        [
          `Read: everyday ideas for ${focus}, with examples from other families.`,
          `Lee: ideas cotidianas para ${focusEs}, con ejemplos de otras familias.`,
        ],
        [
          `Try it: choose one idea about ${focus} to practise together this week.`,
          `Pruébalo: elige una idea sobre ${focusEs} para practicar juntos esta semana.`,
        ],
        ['Notice how it went; small steps count.', 'Fíjate en cómo fue; los pasos pequeños cuentan.'],
      ],
    ),
  );
}

/** The activity plans (keys are the slugs the core's rules use). */
export const planSeeds: readonly PlanSeed[] = [
  {
    key: 'attune-essentials',
    title: 'Attune Essentials',
    titleEs: 'Lo esencial de Attune',
    kind: 'plan',
    description:
      'A weekly program of short sessions on routines, attention and calm, built around your family. Each session takes about fifteen minutes.',
    shortDescription: 'Weekly sessions on routines, attention and calm.',
    descriptionEs:
      'Un programa semanal de sesiones cortas sobre rutinas, atención y calma, pensado para tu familia. Cada sesión dura unos quince minutos.',
    shortDescriptionEs: 'Sesiones semanales sobre rutinas, atención y calma.',
    primaryColor: '#3f7cac',
    icon: 'essentials',
    sessions: [
      intro(
        ['the Essentials program', 'el programa Lo esencial'],
        [
          'Each week brings one short session with ideas to try at home.',
          'Cada semana trae una sesión corta con ideas para probar en casa.',
        ],
      ),
      ...topicSessions([
        [
          'Morning routines',
          'calmer mornings with a simple routine',
          'Rutinas de la mañana',
          'mañanas más tranquilas con una rutina sencilla',
        ],
        [
          'Clear instructions',
          'giving one clear instruction at a time',
          'Instrucciones claras',
          'dar una instrucción clara a la vez',
        ],
        [
          'Praise that works',
          'specific, warm praise',
          'Elogios que funcionan',
          'elogios concretos y cálidos',
        ],
        [
          'Homework time',
          'a steady homework corner and short breaks',
          'La hora de la tarea',
          'un rincón fijo para la tarea y pausas cortas',
        ],
        [
          'Big feelings',
          'naming feelings and calming down together',
          'Emociones intensas',
          'poner nombre a los sentimientos y calmarse juntos',
        ],
        [
          'Screen time',
          'screen time agreements that stick',
          'Tiempo de pantalla',
          'acuerdos sobre pantallas que se cumplen',
        ],
        [
          'Bedtime',
          'a predictable wind-down before sleep',
          'La hora de dormir',
          'una rutina previsible para relajarse antes de dormir',
        ],
        [
          'Looking back',
          'what has changed and what to keep',
          'Mirar atrás',
          'lo que ha cambiado y lo que conviene mantener',
        ],
      ]),
    ],
  },
  {
    key: 'rodeo-weekly-check-in',
    title: 'Weekly Check-In',
    titleEs: 'Seguimiento semanal',
    kind: 'plan',
    description: 'A two-minute weekly look back at the week, to spot patterns early.',
    shortDescription: 'A quick look back at each week.',
    descriptionEs: 'Un repaso semanal de dos minutos para detectar patrones a tiempo.',
    shortDescriptionEs: 'Un repaso rápido de cada semana.',
    primaryColor: '#5b8c5a',
    icon: 'check-in',
    sessions: [
      intro(
        ['weekly check-ins', 'los seguimientos semanales'],
        [
          'Once a week you will answer a few quick questions.',
          'Una vez por semana responderás unas preguntas rápidas.',
        ],
      ),
      checkIn(['Week 1 check-in', 'Seguimiento de la semana 1'], 'inattentive'),
      checkIn(['Week 2 check-in', 'Seguimiento de la semana 2'], 'inattentive'),
      checkIn(['Week 3 check-in', 'Seguimiento de la semana 3'], 'inattentive'),
    ],
  },
  {
    key: 'vanderbilt',
    title: 'Vanderbilt Check-In',
    titleEs: 'Seguimiento Vanderbilt',
    kind: 'plan',
    description:
      'A widely used parent rating scale, repeated over time so you and your care team can see change.',
    shortDescription: 'A parent rating scale, repeated over time.',
    descriptionEs:
      'Una escala de valoración para padres muy utilizada, repetida con el tiempo para que tú y tu equipo de atención vean los cambios.',
    shortDescriptionEs: 'Una escala de valoración para padres, repetida con el tiempo.',
    primaryColor: '#7a5c99',
    icon: 'vanderbilt',
    questionnaireKey: 'vanderbilt',
    sessions: [
      intro(
        ['the Vanderbilt check-in', 'el seguimiento Vanderbilt'],
        [
          'Every month you will answer the same questions so change is easy to see.',
          'Cada mes responderás las mismas preguntas para que los cambios sean fáciles de ver.',
        ],
      ),
      checkIn(['First rating', 'Primera valoración'], 'vanderbilt'),
      checkIn(['One month on', 'Un mes después'], 'vanderbilt'),
      checkIn(['Two months on', 'Dos meses después'], 'vanderbilt'),
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
    descriptionEs:
      'Aprende cómo funciona la atención, qué dice la investigación y qué apoyos cotidianos ayudan a muchos niños.',
    shortDescriptionEs: 'Entiende la atención y lo que ayuda.',
    primaryColor: '#d9822b',
    icon: 'insights',
    sessions: [
      intro(
        ['ADHD Insights', 'Ideas sobre el TDAH'],
        [
          'Each session explains one idea and suggests one thing to try.',
          'Cada sesión explica una idea y sugiere algo para probar.',
        ],
      ),
      ...topicSessions([
        [
          'How attention works',
          'how attention and focus develop',
          'Cómo funciona la atención',
          'cómo se desarrollan la atención y la concentración',
        ],
        [
          'Executive skills',
          'planning, starting and finishing tasks',
          'Funciones ejecutivas',
          'planificar, empezar y terminar tareas',
        ],
        [
          'Working memory',
          'helping your child hold information in mind',
          'Memoria de trabajo',
          'ayudar a tu hijo o hija a retener información',
        ],
        [
          'Strengths first',
          "your child's strengths and interests",
          'Primero las fortalezas',
          'las fortalezas e intereses de tu hijo o hija',
        ],
        [
          'Working with school',
          'partnering with teachers',
          'Colaborar con la escuela',
          'colaborar con los maestros',
        ],
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
    descriptionEs:
      'Seguimientos mensuales en ocho áreas del desarrollo social y emocional, con ideas para aprovechar las fortalezas.',
    shortDescriptionEs: 'Aprovecha las fortalezas sociales y emocionales.',
    primaryColor: '#c44569',
    icon: 'heart',
    questionnaireKey: 'dessa',
    sessions: [
      intro(
        ['social and emotional strengths', 'las fortalezas sociales y emocionales'],
        ['Once a month you will rate everyday behaviors.', 'Una vez al mes valorarás conductas cotidianas.'],
      ),
      checkIn(['First strengths check-in', 'Primer seguimiento de fortalezas'], 'dessa'),
      checkIn(['Second strengths check-in', 'Segundo seguimiento de fortalezas'], 'dessa'),
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
    descriptionEs:
      'Seguimientos periódicos del ánimo, las preocupaciones y la conducta, para hablar pronto de los cambios con tu equipo de atención.',
    shortDescriptionEs: 'Seguimiento del ánimo, las preocupaciones y la conducta.',
    primaryColor: '#4a6fa5',
    icon: 'layers',
    questionnaireKey: 'anxiety',
    sessions: [
      intro(
        ['coexisting conditions', 'las condiciones coexistentes'],
        [
          'Every two weeks you will answer a few questions about mood and behavior.',
          'Cada dos semanas responderás unas preguntas sobre el ánimo y la conducta.',
        ],
      ),
      checkIn(['Mood and worry', 'Ánimo y preocupaciones'], 'anxiety'),
      checkIn(['Behaviour at home', 'Conducta en casa'], 'oppositional'),
      checkIn(['Behaviour with others', 'Conducta con los demás'], 'conduct'),
      checkIn(['Feelings', 'Sentimientos'], 'emotional'),
    ],
  },
  {
    key: 'medication-insights',
    title: 'Medication Insights',
    titleEs: 'Información sobre la medicación',
    kind: 'plan',
    description: 'Weekly notes on how medication days are going, to bring to your next appointment.',
    shortDescription: 'Weekly medication notes for your appointments.',
    descriptionEs: 'Notas semanales sobre cómo van los días de medicación, para llevar a tu próxima cita.',
    shortDescriptionEs: 'Notas semanales de medicación para tus citas.',
    primaryColor: '#2d9cdb',
    icon: 'pill',
    questionnaireKey: 'medication',
    sessions: [
      intro(
        ['medication insights', 'la información sobre la medicación'],
        [
          'Each week you will note how things went, including any side effects.',
          'Cada semana anotarás cómo fueron las cosas, incluidos los efectos secundarios.',
        ],
      ),
      checkIn(['Week 1 notes', 'Notas de la semana 1'], 'medication'),
      checkIn(['Week 2 notes', 'Notas de la semana 2'], 'medication'),
      checkIn(['Week 3 notes', 'Notas de la semana 3'], 'medication'),
      checkIn(['Week 4 notes', 'Notas de la semana 4'], 'medication'),
    ],
  },
  {
    key: 'coordinate-care',
    title: 'Coordinate Care',
    titleEs: 'Coordinar la atención',
    kind: 'plan',
    description: "Bring together what your child's teachers, doctors and family notice, in one place.",
    shortDescription: 'Everyone on the same page.',
    descriptionEs:
      'Reúne en un solo lugar lo que observan los maestros, los médicos y la familia de tu hijo o hija.',
    shortDescriptionEs: 'Todos en la misma página.',
    primaryColor: '#6c757d',
    icon: 'people',
    sessions: [
      intro(
        ['coordinating care', 'la coordinación de la atención'],
        [
          'Sessions help you gather and share observations.',
          'Las sesiones te ayudan a reunir y compartir observaciones.',
        ],
      ),
      ...topicSessions([
        [
          'Your care team',
          'who is on your child’s care team',
          'Tu equipo de atención',
          'quién forma parte del equipo de atención de tu hijo o hija',
        ],
        [
          'Sharing with school',
          'sharing observations with teachers',
          'Compartir con la escuela',
          'compartir observaciones con los maestros',
        ],
        [
          'Preparing for appointments',
          'preparing questions for appointments',
          'Prepararse para las citas',
          'preparar preguntas para las citas',
        ],
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
    descriptionEs:
      'Ideas para niños que se distraen, pierden cosas o tienen dificultad para terminar las tareas.',
    shortDescriptionEs: 'Apoyo para la concentración y la constancia.',
    primaryColor: '#f2994a',
    icon: 'focus',
    questionnaireKey: 'inattentive',
    sessions: [
      intro(
        ['inattentive insights', 'las ideas sobre la falta de atención'],
        ['Each session looks at one everyday situation.', 'Cada sesión analiza una situación cotidiana.'],
      ),
      ...topicSessions([
        ['Getting started', 'starting tasks', 'Empezar', 'empezar las tareas'],
        [
          'Staying organised',
          'keeping track of belongings',
          'Mantener el orden',
          'no perder de vista sus cosas',
        ],
        ['Finishing', 'following tasks through', 'Terminar', 'llevar las tareas hasta el final'],
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
    descriptionEs: 'Ideas para niños activos y rápidos: pausas de movimiento, esperar y respetar turnos.',
    shortDescriptionEs: 'Apoyo para la energía y la espera.',
    primaryColor: '#eb5757',
    icon: 'energy',
    questionnaireKey: 'hyperactive',
    sessions: [
      intro(
        ['hyperactive insights', 'las ideas sobre la hiperactividad'],
        ['Each session looks at one everyday situation.', 'Cada sesión analiza una situación cotidiana.'],
      ),
      ...topicSessions([
        [
          'Movement breaks',
          'planned movement breaks',
          'Pausas de movimiento',
          'pausas de movimiento planificadas',
        ],
        ['Waiting', 'practising waiting', 'Esperar', 'practicar la espera'],
        ['Turn-taking', 'taking turns in games', 'Respetar turnos', 'respetar turnos en los juegos'],
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
    descriptionEs:
      'Un juego semanal de atención. Empieza en el nivel 1 con 80 series de objetivos y sube de nivel con un rendimiento constante.',
    shortDescriptionEs: 'Un juego semanal de atención.',
    primaryColor: '#27ae60',
    icon: 'target',
    sessions: [
      intro(
        ['Target Recognition', 'Reconocimiento de objetivos'],
        [
          'Once a week your child plays a short game.',
          'Una vez por semana tu hijo o hija juega un juego corto.',
        ],
      ),
      ...topicSessions(
        [
          ['Level 1', 'the first sets of targets', 'Nivel 1', 'las primeras series de objetivos'],
          ['Level 1, again', 'steady practice', 'Nivel 1, otra vez', 'la práctica constante'],
          ['Next level', 'levelling up', 'Siguiente nivel', 'subir de nivel'],
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
    descriptionEs:
      'Una valoración basada en fortalezas de la competencia social y emocional, comparada con la de sus pares.',
    shortDescriptionEs: 'Valoración de fortalezas sociales y emocionales.',
    primaryColor: '#9b51e0',
    icon: 'star',
    questionnaireKey: 'dessa',
    sessions: [
      intro(
        ['DESSA', 'DESSA'],
        ['Once a month you will rate everyday behaviors.', 'Una vez al mes valorarás conductas cotidianas.'],
      ),
      checkIn(['Monthly DESSA', 'DESSA mensual'], 'dessa'),
    ],
  },
  {
    key: 'sleep',
    title: 'Childhood Sleep Improvement',
    titleEs: 'Mejorar el sueño infantil',
    kind: 'intervention',
    description: 'A weekly check-in on sleep with a wearable, working towards a steady bedtime around 20:00.',
    shortDescription: 'Better sleep, one week at a time.',
    descriptionEs:
      'Un seguimiento semanal del sueño con un dispositivo portátil, hacia una hora de dormir estable alrededor de las 20:00.',
    shortDescriptionEs: 'Dormir mejor, semana a semana.',
    primaryColor: '#2f3e75',
    icon: 'moon',
    sessions: [
      intro(
        ['sleep improvement', 'la mejora del sueño'],
        ['Each week you will look at sleep together.', 'Cada semana revisarán juntos el sueño.'],
      ),
      ...topicSessions(
        [
          ['Wind-down', 'a calm wind-down', 'Relajarse', 'una rutina tranquila para relajarse'],
          [
            'Bedtime target',
            'moving bedtime towards 20:00',
            'Objetivo para la hora de dormir',
            'acercar la hora de dormir a las 20:00',
          ],
          ['Weekends', 'keeping weekends steady', 'Fines de semana', 'mantener estables los fines de semana'],
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
    descriptionEs:
      'Una prueba de cabello con resultados en unos diez días hábiles, más tres informes adicionales.',
    shortDescriptionEs: 'Una prueba de cabello y lo que muestra.',
    primaryColor: '#6fcf97',
    icon: 'leaf',
    sessions: [
      intro(
        ['the food sensitivity test', 'la prueba de sensibilidad alimentaria'],
        [
          'You will send a small hair sample and receive a report.',
          'Enviarás una pequeña muestra de cabello y recibirás un informe.',
        ],
      ),
      ...topicSessions(
        [
          [
            'Sending the sample',
            'collecting and sending the sample',
            'Enviar la muestra',
            'tomar y enviar la muestra',
          ],
          [
            'Your results',
            'reading the results with your care team',
            'Tus resultados',
            'revisar los resultados con tu equipo de atención',
          ],
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
    descriptionEs: 'Práctica de lectura con neurofeedback en un iPad con auriculares.',
    shortDescriptionEs: 'Práctica de lectura con neurofeedback.',
    primaryColor: '#f2c94c',
    icon: 'book',
    sessions: [
      intro(
        ['the Reading Attention Tutor', 'el Tutor de atención lectora'],
        [
          'Short reading sessions, a few times a week.',
          'Sesiones cortas de lectura, unas cuantas veces por semana.',
        ],
      ),
      ...topicSessions(
        [
          ['First reading', 'getting set up', 'Primera lectura', 'la preparación'],
          ['Practice', 'steady practice', 'Práctica', 'la práctica constante'],
        ],
        '20 min',
      ),
    ],
  },
];

/** A medication and its dosages in mg. */
export interface MedicationSeed {
  readonly name: string;
  readonly dosages: readonly number[];
}

/** Medications with their dosages in mg. */
export const medicationSeeds: readonly MedicationSeed[] = [
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
export const improvementSeeds: readonly ImprovementGroupSeed[] = [
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
];

/** A help card of the help center, its Spanish in `translations` (`title_es`, `tagline_es`, `description_es`). */
export interface HelpCardSeed {
  /** The solution it belongs to, or `null` for a generic card. */
  readonly solutionName: SolutionName | null;
  readonly title: string;
  readonly translations: Readonly<Record<string, string>>;
  readonly color: string;
  readonly tagline: string;
  readonly description: string;
  readonly generic: boolean;
  readonly tags: readonly string[];
}

/** Help cards of the help center. */
export const helpCardSeeds: readonly HelpCardSeed[] = [
  {
    solutionName: null,
    title: 'Getting started',
    translations: {
      title_es: 'Primeros pasos',
      tagline_es: 'Tu primera semana',
      description_es:
        '**Te damos la bienvenida.** Agrega a tu hijo o hija, elige un plan y haz hoy la sesión de introducción. Las sesiones son cortas a propósito.',
    },
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
    translations: {
      title_es: 'Saltar una sesión',
      tagline_es: 'La vida pasa',
      description_es:
        '¿Semana ajetreada? Salta una sesión. Algunos seguimientos vuelven un poco más tarde para que no se pierda nada importante.',
    },
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
    translations: {
      title_es: 'Sobre las notas de medicación',
      tagline_es: 'Para tus citas',
      description_es:
        'Las notas de medicación son para ti y tu equipo de atención. Son solo informativas; sigue siempre las indicaciones de quien receta.',
    },
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
    translations: {
      title_es: 'Consejos para dormir',
      tagline_es: 'Pequeños cambios, mejores noches',
      description_es:
        'Una hora de dormir estable y una rutina tranquila para relajarse ayudan a muchos niños a conciliar el sueño.',
    },
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
    translations: {
      title_es: 'Reconocimiento de objetivos',
      tagline_es: 'Un juego de atención',
      description_es: 'Juegos semanales cortos; los niveles suben con la práctica constante.',
    },
    tagline: 'An attention game',
    description: 'Short weekly games; levels go up with steady practice.',
    generic: false,
    tags: ['focus'],
  },
  {
    solutionName: 'triple-p',
    title: 'Triple P',
    color: 'purple',
    translations: {
      title_es: 'Triple P',
      tagline_es: 'Crianza positiva',
      description_es: 'Un curso en línea para padres de niños de 5 a 13 años.',
    },
    tagline: 'Positive parenting',
    description: 'An online course for parents of children aged 5-13.',
    generic: false,
    tags: ['parenting-education'],
  },
];

/** One lecture of a course: a video lesson. */
export interface LectureSeed {
  readonly title: string;
  readonly description: string;
  readonly videoUrl: string;
  /** Its length in seconds. */
  readonly duration: number;
}

/** A course and its lectures, in order. */
export interface CourseSeed {
  readonly key: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly primaryColor: string;
  readonly lectures: readonly LectureSeed[];
}

/** Sample lectures: each titled, its clip one of the two sample clips. */
const lectures = (titles: readonly string[]): LectureSeed[] =>
  titles.map((title, index) => ({
    title,
    description: `${title}: a short video lesson.`,
    videoUrl: stepVideo(index),
    duration: 300 + index * 60,
  }));

/** Courses with their lectures. */
export const courseSeeds: readonly CourseSeed[] = [
  {
    key: 'honestly-adhd',
    name: 'honestly-adhd',
    title: 'Honestly ADHD',
    description: 'Three short video courses for parents.',
    primaryColor: '#d9822b',
    lectures: lectures(['ADHD Basics', 'Working Memory', 'Impulsivity']),
  },
  {
    key: 'triple-p',
    name: 'triple-p',
    title: 'Positive Parenting Program (Triple P Online)',
    description: 'An online parenting course for parents of 5-13 year olds.',
    primaryColor: '#6b5b95',
    lectures: lectures([
      'What is positive parenting?',
      'Encouraging behavior you like',
      'Teaching new skills',
      'Managing misbehavior',
      'Planning ahead',
    ]),
  },
];

/** Insurance plans offered in the clinical capture form. */
export const insurancePlanSeeds: readonly string[] = [
  'Aetna',
  'Blue Cross Blue Shield',
  'Cigna',
  'Humana',
  'Kaiser Permanente',
  'UnitedHealthcare',
  'Medicaid',
  'Other',
];

/** The consent form: its title and the paragraphs for a child's care and for an adult's. */
export interface ConsentFormSeed {
  readonly title: string;
  readonly sections: { readonly children: readonly string[]; readonly adults: readonly string[] };
}

/** The consent form. */
export const consentFormSeed: ConsentFormSeed = {
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
