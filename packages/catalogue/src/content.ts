/**
 * The content library of the sample catalogue (sunflower client): tags, collections and pieces in English
 * with their Spanish beside them. Images are the app's own illustrations (`/content/{image}.svg`, served
 * with the web app); bodies are markdown.
 */

/** A content tag and its Spanish name. */
export interface TagSeed {
  readonly name: string;
  readonly es: string;
}
/** A collection, keyed by `key`, with the tags it gathers (by name). */
export interface CollectionSeed {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly es: { readonly name: string; readonly description: string };
  readonly tags: readonly string[];
}
/** A piece (an article or a video) with its tags and collections (by name and key). */
export interface PieceSeed {
  readonly name: string;
  readonly kind: 'article' | 'video';
  readonly summary: string;
  readonly body: string;
  readonly image: string;
  readonly video?: string;
  readonly areas: readonly string[];
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  /** Days before the day the library is first written that it counts as published. */
  readonly daysAgo: number;
  readonly es: { readonly name: string; readonly summary: string; readonly body: string };
}

/** The library's tags. */
export const CONTENT_TAGS: readonly TagSeed[] = [
  { name: 'Focus', es: 'Concentración' },
  { name: 'Routines', es: 'Rutinas' },
  { name: 'Sleep', es: 'Sueño' },
  { name: 'Behavior', es: 'Conducta' },
  { name: 'Emotions', es: 'Emociones' },
  { name: 'School', es: 'Escuela' },
  { name: 'Screens', es: 'Pantallas' },
];

/** The library's collections. */
export const CONTENT_COLLECTIONS: readonly CollectionSeed[] = [
  {
    key: 'starter',
    name: 'Getting started',
    description: 'First reads for new families.',
    es: { name: 'Para empezar', description: 'Primeras lecturas para familias nuevas.' },
    tags: ['Routines', 'Focus'],
  },
  {
    key: 'calm',
    name: 'Calmer evenings',
    description: 'Wind-down and sleep.',
    es: { name: 'Tardes más tranquilas', description: 'Relajarse y dormir.' },
    tags: ['Sleep', 'Routines'],
  },
  {
    key: 'feelings',
    name: 'Big feelings',
    description: 'Worry, frustration and how to talk about them.',
    es: { name: 'Emociones intensas', description: 'Preocupación, frustración y cómo hablar de ellas.' },
    tags: ['Emotions', 'Behavior'],
  },
  {
    key: 'school',
    name: 'School days',
    description: 'Homework, teachers and the walk to school.',
    es: { name: 'Días de escuela', description: 'Tareas, maestros y el camino a la escuela.' },
    tags: ['School', 'Focus'],
  },
  {
    key: 'screens',
    name: 'Screens at home',
    description: 'Limits that hold without daily battles.',
    es: { name: 'Pantallas en casa', description: 'Límites que se mantienen sin peleas diarias.' },
    tags: ['Screens', 'Behavior'],
  },
];

/** The library's pieces. */
export const CONTENT_PIECES: readonly PieceSeed[] = [
  {
    name: 'Five-minute morning routine',
    kind: 'article',
    summary: 'A simple checklist for school mornings.',
    image: 'morning',
    areas: ['inattentive'],
    tags: ['Routines', 'Focus'],
    collections: ['starter'],
    daysAgo: 2,
    body: `Mornings go better when nobody has to remember the steps.

## Make one picture checklist

1. **Dress**: clothes laid out the night before.
2. **Breakfast**: the same two choices every school day.
3. **Bag**: packed and waiting by the door.

![A bright morning](/content/morning.svg)

Tick each step together for the first week, then let your child tick them alone.`,
    es: {
      name: 'Rutina de la mañana en cinco minutos',
      summary: 'Una lista sencilla para las mañanas de escuela.',
      body: `Las mañanas salen mejor cuando nadie tiene que recordar los pasos.

## Haz una lista con dibujos

1. **Vestirse**: la ropa preparada la noche anterior.
2. **Desayunar**: las mismas dos opciones cada día de escuela.
3. **Mochila**: lista y esperando junto a la puerta.

Marca cada paso con tu hijo la primera semana; después, deja que lo haga solo.`,
    },
  },
  {
    name: 'Breaking homework into sprints',
    kind: 'article',
    summary: 'Short bursts with breaks.',
    image: 'homework',
    areas: ['inattentive', 'hyperactive'],
    tags: ['Focus', 'School'],
    collections: ['starter', 'school'],
    daysAgo: 5,
    body: `Long homework sessions ask a lot of a busy brain. Try **sprints**:

- ten minutes of work, with a visible timer;
- two minutes of movement (jumping jacks count);
- repeat, and stop after four sprints.

> Praise the effort, not the speed.`,
    es: {
      name: 'Dividir la tarea en etapas cortas',
      summary: 'Ratos breves con descansos.',
      body: `Las sesiones largas de tarea piden mucho a un cerebro inquieto. Prueba con **etapas cortas**:

- diez minutos de trabajo, con un temporizador a la vista;
- dos minutos de movimiento (los saltos cuentan);
- repite, y para después de cuatro etapas.

> Elogia el esfuerzo, no la rapidez.`,
    },
  },
  {
    name: 'A calmer bedtime',
    kind: 'article',
    summary: 'Wind down in three steps.',
    image: 'bedtime',
    areas: ['sleep'],
    tags: ['Sleep', 'Routines'],
    collections: ['calm'],
    daysAgo: 1,
    body: `Children with attention needs often find it hard to switch off.

### Three steps

1. Lights low an hour before bed.
2. Screens off and charging outside the bedroom.
3. The same story time each night.

Keep the routine at weekends too: a steady rhythm helps sleep come sooner.`,
    es: {
      name: 'Una hora de dormir más tranquila',
      summary: 'Relajarse en tres pasos.',
      body: `A los niños con necesidades de atención a menudo les cuesta desconectar.

### Tres pasos

1. Luces bajas una hora antes de acostarse.
2. Pantallas apagadas y cargando fuera del dormitorio.
3. La misma hora del cuento cada noche.

Mantén la rutina también el fin de semana: un ritmo estable ayuda a dormir antes.`,
    },
  },
  {
    name: 'Winding down: a guided breathing video',
    kind: 'video',
    summary: 'Three minutes of breathing to do together.',
    image: 'calm',
    video: '/media/breathing.webm',
    areas: ['anxiety', 'sleep'],
    tags: ['Sleep', 'Emotions'],
    collections: ['calm', 'feelings'],
    daysAgo: 3,
    body: `Sit side by side and follow the circle as it grows and shrinks.

*Breathe in for four, hold for four, out for four.*`,
    es: {
      name: 'Relajarse: un video de respiración guiada',
      summary: 'Tres minutos de respiración para hacer juntos.',
      body: `Siéntense uno al lado del otro y sigan el círculo mientras crece y se encoge.

*Inhala contando cuatro, aguanta cuatro, exhala cuatro.*`,
    },
  },
  {
    name: 'Naming big feelings',
    kind: 'article',
    summary: 'Words help a feeling pass.',
    image: 'worry',
    areas: ['emotional', 'anxiety'],
    tags: ['Emotions'],
    collections: ['feelings'],
    daysAgo: 8,
    body: `When a feeling has a name, it is easier to handle.

- Say what you see: *"You look really frustrated."*
- Offer a word list on the fridge: angry, worried, disappointed, excited.
- Wait before solving: the feeling comes first.`,
    es: {
      name: 'Poner nombre a las emociones intensas',
      summary: 'Las palabras ayudan a que una emoción pase.',
      body: `Cuando una emoción tiene nombre, es más fácil de manejar.

- Di lo que ves: *"Se te ve muy frustrado."*
- Pon una lista de palabras en la nevera: enojado, preocupado, decepcionado, emocionado.
- Espera antes de resolver: primero va la emoción.`,
    },
  },
  {
    name: 'Catch them being good',
    kind: 'article',
    summary: 'Specific praise changes behavior faster than punishment.',
    image: 'praise',
    areas: ['conduct', 'oppositional'],
    tags: ['Behavior'],
    collections: ['feelings', 'starter'],
    daysAgo: 12,
    body: `Notice the small things and say exactly what you liked:

> "You put your shoes away without being asked. That helped me a lot."

Aim for **five** of these for every correction.`,
    es: {
      name: 'Descúbrelo portándose bien',
      summary: 'Un elogio concreto cambia la conducta más rápido que un castigo.',
      body: `Fíjate en las cosas pequeñas y di exactamente qué te gustó:

> "Guardaste los zapatos sin que te lo pidiera. Eso me ayudó mucho."

Intenta dar **cinco** de estos por cada corrección.`,
    },
  },
  {
    name: 'Working with your child’s teacher',
    kind: 'article',
    summary: 'A short note that starts the school year well.',
    image: 'school',
    areas: ['inattentive', 'conduct'],
    tags: ['School'],
    collections: ['school'],
    daysAgo: 20,
    body: `Teachers welcome a short, friendly note. Include:

1. What helps your child focus.
2. What tends to go wrong, and what calms it.
3. How you would like to hear about the week.`,
    es: {
      name: 'Trabajar con el maestro de tu hijo',
      summary: 'Una nota breve que empieza bien el curso.',
      body: `Los maestros agradecen una nota breve y amable. Incluye:

1. Qué ayuda a tu hijo a concentrarse.
2. Qué suele salir mal y qué lo calma.
3. Cómo te gustaría saber de la semana.`,
    },
  },
  {
    name: 'Screen limits that stick',
    kind: 'article',
    summary: 'Agree the rules once, then let the timer say no.',
    image: 'screens',
    areas: ['hyperactive', 'sleep'],
    tags: ['Screens', 'Behavior'],
    collections: ['screens'],
    daysAgo: 6,
    body: `Arguments about screens are mostly about **when**, not whether.

- Agree the times together and write them down.
- Use a timer the child can see; the timer says no, not you.
- Give a five-minute warning before the end.`,
    es: {
      name: 'Límites de pantalla que se cumplen',
      summary: 'Acordad las reglas una vez y deja que el temporizador diga que no.',
      body: `Las discusiones sobre pantallas son sobre **cuándo**, no sobre si se usan.

- Acordad los horarios juntos y escribidlos.
- Usa un temporizador que tu hijo pueda ver: dice que no el temporizador, no tú.
- Avisa cinco minutos antes del final.`,
    },
  },
  {
    name: 'Movement breaks that help focus',
    kind: 'video',
    summary: 'Two-minute moves between tasks.',
    image: 'homework',
    video: '/media/steps.webm',
    areas: ['hyperactive'],
    tags: ['Focus'],
    collections: ['school'],
    daysAgo: 9,
    body: `Short bursts of movement let energy out and attention back in. Watch the moves, then pick three for today.`,
    es: {
      name: 'Pausas de movimiento que ayudan a concentrarse',
      summary: 'Movimientos de dos minutos entre tareas.',
      body: `Los ratos cortos de movimiento dejan salir la energía y vuelve la atención. Mira los movimientos y elige tres para hoy.`,
    },
  },
  {
    name: 'When worry shows up at bedtime',
    kind: 'article',
    summary: 'A worry box and a “worry time” earlier in the evening.',
    image: 'bedtime',
    areas: ['anxiety', 'sleep'],
    tags: ['Emotions', 'Sleep'],
    collections: ['calm', 'feelings'],
    daysAgo: 15,
    body: `Worries love the quiet of bedtime. Give them an earlier slot:

1. Ten minutes of **worry time** after dinner.
2. Write or draw each worry and put it in a box.
3. At bedtime, the box stays closed.`,
    es: {
      name: 'Cuando la preocupación aparece al acostarse',
      summary: 'Una caja de preocupaciones y un "rato de preocuparse" más temprano.',
      body: `A las preocupaciones les encanta el silencio de la hora de dormir. Dales un momento antes:

1. Diez minutos de **rato de preocuparse** después de cenar.
2. Escribe o dibuja cada preocupación y guárdala en una caja.
3. A la hora de dormir, la caja se queda cerrada.`,
    },
  },
  {
    name: 'Talking about medication with your child',
    kind: 'article',
    summary: 'Honest, simple words for a question children ask.',
    image: 'calm',
    areas: ['medication'],
    tags: ['Routines'],
    collections: ['starter'],
    daysAgo: 25,
    body: `Children cope better when they know *why*. Try: "This medicine helps your brain put the brakes on when it needs to."

Ask what they notice, and share it with your prescriber.`,
    es: {
      name: 'Hablar de la medicación con tu hijo',
      summary: 'Palabras sinceras y sencillas para una pregunta que los niños hacen.',
      body: `Los niños lo llevan mejor cuando saben *por qué*. Prueba: "Esta medicina ayuda a tu cerebro a frenar cuando lo necesita."

Pregúntale qué nota y compártelo con quien la receta.`,
    },
  },
  {
    name: 'Family screen-free hour',
    kind: 'article',
    summary: 'One hour a day the whole family puts screens away.',
    image: 'screens',
    areas: ['conduct'],
    tags: ['Screens', 'Routines'],
    collections: ['screens'],
    daysAgo: 30,
    body: `It works best when adults join in. Ideas for the hour: a board game, cooking together, a walk.`,
    es: {
      name: 'Una hora en familia sin pantallas',
      summary: 'Una hora al día en la que toda la familia guarda las pantallas.',
      body: `Funciona mejor si los adultos también participan. Ideas para esa hora: un juego de mesa, cocinar juntos, un paseo.`,
    },
  },
];
