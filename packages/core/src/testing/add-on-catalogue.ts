/**
 * The add-on catalogue as data, written once: the reference server's seed stores it (and answers it in
 * `GET solutions`, `GET add_on_categories` and `GET products`), and the stories build their add-on
 * fixtures from it, so names, prices and categories cannot drift between them.
 *
 * Conventions:
 * - One entry per tool of the spec's tools table, keyed by its name ({@link SolutionName}); a solution's
 *   product and wait-list item share that name.
 * - Prices are in cents, as the spec gives them; texts are English, with Spanish beside them (`es`).
 * - Plain data and pure builders of the wire shapes. This module needs no fast-check, but the
 *   `@attune/core/testing` entry that carries it does (a peer dependency), so the server has it installed.
 */
import type { AddOnCategory, AddOnCategoryTag, Solution, SolutionMarketing, SolutionName } from '../add-ons';
import { ADD_ON_CATEGORY_TAGS, categoryColor, solutionPricing } from '../add-ons/add-ons.logic';
import type { PricingKey, SolutionKind } from '../add-ons/add-ons.schema';
import type { PurchaseKind } from '../purchases/purchases.schema';

/** The texts of a solution in one language. */
export interface CatalogueTexts {
  readonly displayName: string;
  readonly tagline: string;
  readonly description: string;
  /** The name of its price ('Monthly'), when it has a price. */
  readonly pricingName?: string;
  readonly marketing: SolutionMarketing;
}

/** The product that sells a solution (or a subscription): price in cents, free trial in days, what it unlocks. */
export interface CatalogueProduct {
  readonly name: string;
  readonly value: number;
  /** How it is charged (monthly, yearly, one-time...). */
  readonly pricingKey: PricingKey;
  readonly trialLength: number;
  /** Keys of the activity plans it unlocks. */
  readonly plans: readonly string[];
  /** Key of the course it unlocks. */
  readonly course: string | null;
  /** Its in-app (App Store) product id. */
  readonly iapId: string | null;
  readonly purchaseKind: PurchaseKind;
  /** Whether it is a subscription bundle of the whole app rather than one add-on. */
  readonly bundle: boolean;
}

/** One solution of the catalogue, with its product. */
export interface CatalogueSolution {
  readonly name: SolutionName;
  readonly kind: SolutionKind;
  readonly purchaseKind: PurchaseKind;
  readonly areaOfFocus: AddOnCategoryTag;
  /** Every category it helps, its area of focus first. */
  readonly categories: readonly AddOnCategoryTag[];
  readonly available: boolean;
  readonly pricing: { readonly key: PricingKey; readonly raw: number | null } | null;
  readonly affiliateLink: string | null;
  readonly videoUrl: string | null;
  readonly en: CatalogueTexts;
  readonly es: CatalogueTexts;
  /** Its product, or `null` when nothing is sold (the waiting list is then the only way in). */
  readonly product: Omit<
    CatalogueProduct,
    'name' | 'value' | 'pricingKey' | 'purchaseKind' | 'bundle'
  > | null;
}

/**
 * The titles of the add-on categories, one per tag of core's list (the app shows them in the family's
 * language from its locale files, keyed by tag).
 */
export const CATALOGUE_CATEGORY_TITLES: Readonly<Record<AddOnCategoryTag, string>> = {
  focus: 'Focus',
  behavior: 'Behavior',
  'social-emotional': 'Social + Emotional',
  sleep: 'Sleep',
  'medication-alternatives': 'Medication Alternatives',
  'parenting-education': 'Parenting Education',
  'assessments-monitoring-tracking': 'Assessments, Monitoring + Tracking',
};

const noProduct = { plans: [], course: null, iapId: null };

/** The solutions of the spec's tools table, with their prices (cents), trials and pages in both languages. */
export const CATALOGUE_SOLUTIONS: readonly CatalogueSolution[] = [
  {
    name: 'social-emotional',
    kind: 'product',
    purchaseKind: 'perChild',
    areaOfFocus: 'social-emotional',
    categories: ['social-emotional', 'assessments-monitoring-tracking'],
    available: false,
    pricing: null,
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Social + Emotional',
      tagline: 'Monthly check-ins across 8 development areas.',
      description:
        "Based on the DESSA: see your child's strengths in 8 areas and how they compare with other children their age.",
      marketing: {
        why: 'Strengths are easier to build on when you can see them.',
        forParents: 'A monthly picture of eight areas of social and emotional development.',
        forKids: 'Recognition of what they already do well.',
        whatYoullDo: 'Answer a short check-in once a month.',
        whatsNeeded: 'About ten minutes a month.',
      },
    },
    es: {
      displayName: 'Social + Emocional',
      tagline: 'Seguimientos mensuales en 8 áreas del desarrollo.',
      description:
        'Basado en el DESSA: descubre las fortalezas de tu hijo en 8 áreas y cómo se compara con otros niños de su edad.',
      marketing: {
        why: 'Es más fácil construir sobre las fortalezas cuando se pueden ver.',
        forParents: 'Una imagen mensual de ocho áreas del desarrollo social y emocional.',
        forKids: 'Reconocimiento de lo que ya hacen bien.',
        whatYoullDo: 'Responder un breve seguimiento una vez al mes.',
        whatsNeeded: 'Unos diez minutos al mes.',
      },
    },
    product: { ...noProduct, trialLength: 0, plans: ['social-emotional-strengths'] },
  },
  {
    name: 'sleep',
    kind: 'product',
    purchaseKind: 'perChild',
    areaOfFocus: 'sleep',
    categories: ['sleep'],
    available: true,
    pricing: { key: 'monthly', raw: 1495 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Childhood Sleep Improvement',
      tagline: 'Better bedtimes with a weekly check-in.',
      description:
        "Uses a Fitbit to follow your child's sleep, with a bedtime target of 8:00 pm and a weekly check-in.",
      pricingName: 'Monthly',
      marketing: {
        why: 'Children with attention needs often sleep less, and tired days are harder days.',
        forParents: 'A clear weekly picture of sleep, and one change to try at a time.',
        forKids: 'A predictable wind-down they help design.',
        whatYoullDo: 'A five-minute weekly check-in, reviewing the week’s sleep together.',
        whatsNeeded: 'A Fitbit worn at night.',
      },
    },
    es: {
      displayName: 'Mejora del sueño infantil',
      tagline: 'Mejores noches con un seguimiento semanal.',
      description:
        'Usa un Fitbit para seguir el sueño de tu hijo, con una meta de hora de dormir a las 8:00 p. m. y un seguimiento semanal.',
      pricingName: 'Mensual',
      marketing: {
        why: 'Los niños con necesidades de atención suelen dormir menos, y los días con cansancio son más difíciles.',
        forParents: 'Una imagen semanal clara del sueño, y un cambio para probar cada vez.',
        forKids: 'Una rutina predecible antes de dormir que ayudan a diseñar.',
        whatYoullDo: 'Un seguimiento semanal de cinco minutos para repasar juntos el sueño de la semana.',
        whatsNeeded: 'Un Fitbit que se use por la noche.',
      },
    },
    // A free week to see whether the weekly check-in suits the family (the spec names no trial; sample data).
    product: { ...noProduct, trialLength: 7, plans: ['sleep'], iapId: 'attune.sleep.monthly' },
  },
  {
    name: 'reading-attention-tutor',
    kind: 'product',
    purchaseKind: 'perChild',
    areaOfFocus: 'focus',
    categories: ['focus'],
    available: false,
    pricing: { key: 'monthly', raw: 1495 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Reading Attention Tutor',
      tagline: 'Neurofeedback while your child reads.',
      description:
        'Works with an iPad and a $99 headset to help your child keep their attention while reading.',
      pricingName: 'Monthly',
      marketing: {
        why: 'Reading asks for steady attention, and practice with feedback helps.',
        forParents: 'A way to support reading practice at home.',
        forKids: 'Reading time with a signal that shows when their focus is strong.',
        whatYoullDo: 'Set up the headset and a short reading session a few times a week.',
        whatsNeeded: 'An iPad and the $99 headset.',
      },
    },
    es: {
      displayName: 'Tutor de atención en la lectura',
      tagline: 'Neurorretroalimentación mientras tu hijo lee.',
      description:
        'Funciona con un iPad y unos auriculares de $99 para ayudar a tu hijo a mantener la atención mientras lee.',
      pricingName: 'Mensual',
      marketing: {
        why: 'Leer exige una atención constante, y practicar con retroalimentación ayuda.',
        forParents: 'Una forma de apoyar la práctica de lectura en casa.',
        forKids: 'Tiempo de lectura con una señal que muestra cuándo su concentración es buena.',
        whatYoullDo: 'Preparar los auriculares y una sesión corta de lectura algunas veces por semana.',
        whatsNeeded: 'Un iPad y los auriculares de $99.',
      },
    },
    product: { ...noProduct, trialLength: 0, plans: ['reading-attention-tutor'] },
  },
  {
    name: 'target-recognition',
    kind: 'product',
    purchaseKind: 'perChild',
    areaOfFocus: 'focus',
    categories: ['focus'],
    available: true,
    pricing: { key: 'monthly', raw: 1499 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Target Recognition',
      tagline: 'A weekly attention game that levels up.',
      description:
        'Starts at level 1 with 80 sets of targets. One session a week; your child levels up with consistent performance.',
      pricingName: 'Monthly',
      marketing: {
        why: 'Short, regular practice is a friendly way to exercise attention.',
        forParents: 'A weekly session that runs itself, and a level that shows progress.',
        forKids: 'A game with targets to spot and levels to reach.',
        whatYoullDo: 'Start one session a week for your child.',
        whatsNeeded: 'A tablet or computer and about ten minutes a week.',
      },
    },
    es: {
      displayName: 'Reconocimiento de objetivos',
      tagline: 'Un juego semanal de atención que sube de nivel.',
      description:
        'Empieza en el nivel 1 con 80 series de objetivos. Una sesión por semana; tu hijo sube de nivel con un buen desempeño constante.',
      pricingName: 'Mensual',
      marketing: {
        why: 'Una práctica corta y regular es una forma amable de ejercitar la atención.',
        forParents: 'Una sesión semanal que funciona sola, y un nivel que muestra el progreso.',
        forKids: 'Un juego con objetivos que encontrar y niveles que alcanzar.',
        whatYoullDo: 'Iniciar una sesión por semana para tu hijo.',
        whatsNeeded: 'Una tableta o computadora y unos diez minutos por semana.',
      },
    },
    product: {
      ...noProduct,
      trialLength: 0,
      plans: ['target-recognition'],
      iapId: 'attune.target_recognition.monthly',
    },
  },
  {
    name: 'food-sensitivity',
    kind: 'product',
    purchaseKind: 'perChild',
    areaOfFocus: 'medication-alternatives',
    categories: ['medication-alternatives'],
    available: true,
    pricing: { key: 'non_consumable', raw: 6995 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Food Sensitivity',
      tagline: 'A hair test with results in about 10 business days.',
      description:
        'Shows sensitivity levels from 0 to 4, with 3 free bonus tests: nutrition deficiencies (98 items), environmental sensitivities (99) and heavy metals (43).',
      pricingName: 'One-time',
      marketing: {
        why: 'Some families want to look at food as one piece of the picture.',
        forParents: 'A clear report to discuss with your care team.',
        forKids: 'A painless test: a small hair sample.',
        whatYoullDo: 'Send a hair sample and read the results in the app.',
        whatsNeeded: 'A small hair sample and the mail-in kit.',
      },
    },
    es: {
      displayName: 'Sensibilidad alimentaria',
      tagline: 'Una prueba de cabello con resultados en unos 10 días hábiles.',
      description:
        'Muestra niveles de sensibilidad del 0 al 4, con 3 pruebas adicionales gratis: deficiencias nutricionales (98 elementos), sensibilidades ambientales (99) y metales pesados (43).',
      pricingName: 'Pago único',
      marketing: {
        why: 'Algunas familias quieren ver la alimentación como una parte del panorama.',
        forParents: 'Un informe claro para hablar con tu equipo de atención.',
        forKids: 'Una prueba sin dolor: una pequeña muestra de cabello.',
        whatYoullDo: 'Enviar una muestra de cabello y leer los resultados en la app.',
        whatsNeeded: 'Una pequeña muestra de cabello y el kit de envío.',
      },
    },
    product: { ...noProduct, trialLength: 0, plans: ['food-sensitivity'], iapId: 'attune.food_sensitivity' },
  },
  {
    name: 'triple-p',
    kind: 'partner',
    purchaseKind: 'parent',
    areaOfFocus: 'parenting-education',
    categories: ['parenting-education', 'behavior'],
    available: true,
    pricing: { key: 'non_consumable', raw: 7995 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Positive Parenting Program (Triple P Online)',
      tagline: 'An online course for parents of 5-13 year olds.',
      description:
        'A proven parenting program you follow at your own pace, with a 30-day money-back guarantee.',
      pricingName: 'One-time',
      marketing: {
        why: 'Everyday parenting strategies make a difference for many families.',
        forParents: 'Practical strategies for calmer days, at your own pace.',
        forKids: 'Clear, consistent expectations at home.',
        whatYoullDo: 'Follow short online modules and try one idea at a time.',
        whatsNeeded: 'A phone or computer; for parents of 5 to 13 year olds.',
      },
    },
    es: {
      displayName: 'Programa de Crianza Positiva (Triple P en línea)',
      tagline: 'Un curso en línea para padres de niños de 5 a 13 años.',
      description:
        'Un programa de crianza probado que sigues a tu ritmo, con garantía de devolución de 30 días.',
      pricingName: 'Pago único',
      marketing: {
        why: 'Las estrategias de crianza del día a día marcan la diferencia para muchas familias.',
        forParents: 'Estrategias prácticas para días más tranquilos, a tu ritmo.',
        forKids: 'Expectativas claras y constantes en casa.',
        whatYoullDo: 'Seguir módulos cortos en línea y probar una idea a la vez.',
        whatsNeeded: 'Un teléfono o computadora; para padres de niños de 5 a 13 años.',
      },
    },
    product: { ...noProduct, trialLength: 0, course: 'triple-p' },
  },
  {
    name: 'honestly-adhd',
    kind: 'course',
    purchaseKind: 'parent',
    areaOfFocus: 'parenting-education',
    categories: ['parenting-education'],
    available: true,
    pricing: { key: 'non_consumable', raw: 1499 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Honestly ADHD',
      tagline: '3 short video courses for parents.',
      description: 'ADHD Basics, Working Memory and Impulsivity: clear, practical videos for parents.',
      pricingName: 'One-time',
      marketing: {
        why: 'Understanding attention makes everyday moments easier to handle.',
        forParents: 'Three short courses: ADHD Basics, Working Memory and Impulsivity.',
        forKids: 'Parents who know what helps.',
        whatYoullDo: 'Watch the videos whenever suits you.',
        whatsNeeded: 'A phone or computer.',
      },
    },
    es: {
      displayName: 'Honestly ADHD',
      tagline: '3 cursos cortos en video para padres.',
      description:
        'Conceptos básicos del TDAH, memoria de trabajo e impulsividad: videos claros y prácticos para padres.',
      pricingName: 'Pago único',
      marketing: {
        why: 'Entender la atención hace más fáciles los momentos del día a día.',
        forParents: 'Tres cursos cortos: conceptos básicos del TDAH, memoria de trabajo e impulsividad.',
        forKids: 'Padres que saben qué ayuda.',
        whatYoullDo: 'Ver los videos cuando te convenga.',
        whatsNeeded: 'Un teléfono o computadora.',
      },
    },
    product: { ...noProduct, trialLength: 0, course: 'honestly-adhd', iapId: 'attune.honestly_adhd' },
  },
  {
    name: 'bark',
    kind: 'affiliate',
    purchaseKind: 'parent',
    areaOfFocus: 'assessments-monitoring-tracking',
    categories: ['assessments-monitoring-tracking'],
    available: true,
    pricing: { key: 'monthly', raw: 900 },
    affiliateLink: 'https://www.bark.us/',
    videoUrl: null,
    en: {
      displayName: 'Bark',
      tagline: 'Online monitoring to help keep kids safer.',
      description:
        "Monitors texts, email and social media for signs of trouble. 7-day free trial on Bark's site.",
      pricingName: 'Monthly',
      marketing: {
        why: 'Screens are part of growing up, and some moments need a parent.',
        forParents: 'Alerts when something needs your attention.',
        forKids: 'Room to explore online, with a safety net.',
        whatYoullDo: "Sign up on Bark's site and connect the accounts you want to watch.",
        whatsNeeded: 'A Bark account; it starts with a 7-day free trial.',
      },
    },
    es: {
      displayName: 'Bark',
      tagline: 'Monitoreo en línea para que los niños estén más seguros.',
      description:
        'Revisa mensajes, correo y redes sociales en busca de señales de problemas. Prueba gratuita de 7 días en el sitio de Bark.',
      pricingName: 'Mensual',
      marketing: {
        why: 'Las pantallas son parte de crecer, y algunos momentos necesitan a un padre.',
        forParents: 'Alertas cuando algo necesita tu atención.',
        forKids: 'Espacio para explorar en línea, con una red de seguridad.',
        whatYoullDo: 'Registrarte en el sitio de Bark y conectar las cuentas que quieras cuidar.',
        whatsNeeded: 'Una cuenta de Bark; empieza con una prueba gratuita de 7 días.',
      },
    },
    product: { ...noProduct, trialLength: 7 },
  },
  {
    name: 'heartmath-hrv',
    kind: 'affiliate',
    purchaseKind: 'parent',
    areaOfFocus: 'medication-alternatives',
    categories: ['medication-alternatives', 'social-emotional'],
    available: true,
    pricing: { key: 'non_consumable', raw: 11925 },
    affiliateLink: 'https://www.heartmath.com/',
    videoUrl: null,
    en: {
      displayName: 'HeartMath HRV',
      tagline: 'Heart-rate variability training, 10% off.',
      description:
        'Calming breathing practice with feedback: emWave Pro ($224.25) or Inner Balance ($119.25).',
      pricingName: 'Inner Balance',
      marketing: {
        why: 'Calm breathing with feedback helps many children settle.',
        forParents: 'A tool to practise calm together, with 10% off.',
        forKids: 'A sensor that shows when their breathing is calm.',
        whatYoullDo: "Order from HeartMath's site and practise a few minutes a day.",
        whatsNeeded: 'The Inner Balance sensor ($119.25) or emWave Pro ($224.25).',
      },
    },
    es: {
      displayName: 'HeartMath HRV',
      tagline: 'Entrenamiento de la variabilidad cardíaca, 10 % de descuento.',
      description:
        'Práctica de respiración tranquilizadora con retroalimentación: emWave Pro ($224.25) o Inner Balance ($119.25).',
      pricingName: 'Inner Balance',
      marketing: {
        why: 'Respirar con calma y con retroalimentación ayuda a muchos niños a tranquilizarse.',
        forParents: 'Una herramienta para practicar la calma juntos, con un 10 % de descuento.',
        forKids: 'Un sensor que muestra cuándo su respiración está tranquila.',
        whatYoullDo: 'Comprar en el sitio de HeartMath y practicar unos minutos al día.',
        whatsNeeded: 'El sensor Inner Balance ($119.25) o emWave Pro ($224.25).',
      },
    },
    product: { ...noProduct, trialLength: 0 },
  },
  {
    name: 'heartmath-smart-brain-wise-heart',
    kind: 'affiliate',
    purchaseKind: 'parent',
    areaOfFocus: 'social-emotional',
    categories: ['social-emotional'],
    available: true,
    pricing: { key: 'yearly', raw: 2175 },
    affiliateLink: 'https://www.heartmath.com/',
    videoUrl: null,
    en: {
      displayName: 'HeartMath Smart Brain Wise Heart',
      tagline: 'A year-long program for ages 9-16.',
      description: 'Helps children and teens handle stress and emotions; 365 days of access.',
      pricingName: '365 days',
      marketing: {
        why: 'Handling stress is a skill that can be learned.',
        forParents: 'A year of guided lessons your child can follow on their own.',
        forKids: 'Tools for stress and big emotions, made for ages 9 to 16.',
        whatYoullDo: "Sign up on HeartMath's site and start the first lesson.",
        whatsNeeded: 'A phone, tablet or computer.',
      },
    },
    es: {
      displayName: 'HeartMath Smart Brain Wise Heart',
      tagline: 'Un programa de un año para edades de 9 a 16.',
      description: 'Ayuda a niños y adolescentes a manejar el estrés y las emociones; 365 días de acceso.',
      pricingName: '365 días',
      marketing: {
        why: 'Manejar el estrés es una habilidad que se puede aprender.',
        forParents: 'Un año de lecciones guiadas que tu hijo puede seguir por su cuenta.',
        forKids: 'Herramientas para el estrés y las emociones fuertes, para edades de 9 a 16.',
        whatYoullDo: 'Registrarte en el sitio de HeartMath y empezar la primera lección.',
        whatsNeeded: 'Un teléfono, tableta o computadora.',
      },
    },
    product: { ...noProduct, trialLength: 0 },
  },
  {
    name: 'greenlight',
    kind: 'affiliate',
    purchaseKind: 'parent',
    areaOfFocus: 'parenting-education',
    categories: ['parenting-education'],
    available: true,
    pricing: { key: 'monthly', raw: 499 },
    affiliateLink: 'https://greenlight.com/',
    videoUrl: null,
    en: {
      displayName: 'Greenlight',
      tagline: 'A debit card for kids, managed by parents.',
      description: 'Teach money skills with chores and allowance. First month free, then $4.99 a month.',
      pricingName: 'Monthly',
      marketing: {
        why: 'Money skills build planning and patience.',
        forParents: 'Set chores and allowance, and see how money is spent.',
        forKids: 'A card of their own and goals to save for.',
        whatYoullDo: "Sign up on Greenlight's site and order the card.",
        whatsNeeded: 'A Greenlight account; the first month is free.',
      },
    },
    es: {
      displayName: 'Greenlight',
      tagline: 'Una tarjeta de débito para niños, administrada por los padres.',
      description:
        'Enseña a manejar el dinero con tareas y mesada. El primer mes es gratis, después $4.99 al mes.',
      pricingName: 'Mensual',
      marketing: {
        why: 'Manejar el dinero desarrolla la planificación y la paciencia.',
        forParents: 'Asigna tareas y mesada, y mira cómo se gasta el dinero.',
        forKids: 'Una tarjeta propia y metas para ahorrar.',
        whatYoullDo: 'Registrarte en el sitio de Greenlight y pedir la tarjeta.',
        whatsNeeded: 'Una cuenta de Greenlight; el primer mes es gratis.',
      },
    },
    product: { ...noProduct, trialLength: 30 },
  },
  {
    name: 'parent-coaching',
    kind: 'consultation',
    purchaseKind: 'none',
    areaOfFocus: 'parenting-education',
    categories: ['parenting-education', 'behavior'],
    available: true,
    pricing: { key: 'non_consumable', raw: 0 },
    affiliateLink: null,
    videoUrl: null,
    en: {
      displayName: 'Parent coaching',
      tagline: 'A free 15-minute consultation.',
      description: 'Talk with a parent coach about what is hard right now and where to start.',
      pricingName: 'Free consultation',
      marketing: {
        why: 'Talking it through with someone can make the next step clearer.',
        forParents: 'Fifteen minutes with a parent coach, free.',
        forKids: 'A parent with a plan.',
        whatYoullDo: 'Request a consultation and choose a time.',
        whatsNeeded: 'Fifteen minutes and a phone.',
      },
    },
    es: {
      displayName: 'Asesoría para padres',
      tagline: 'Una consulta gratuita de 15 minutos.',
      description: 'Habla con un asesor de crianza sobre lo que hoy es difícil y por dónde empezar.',
      pricingName: 'Consulta gratuita',
      marketing: {
        why: 'Hablarlo con alguien puede aclarar el siguiente paso.',
        forParents: 'Quince minutos con un asesor de crianza, gratis.',
        forKids: 'Un padre o una madre con un plan.',
        whatYoullDo: 'Pedir una consulta y elegir un horario.',
        whatsNeeded: 'Quince minutos y un teléfono.',
      },
    },
    product: { ...noProduct, trialLength: 0 },
  },
];

/**
 * The app's own subscription products ('{product} Access, Yearly, Trial, Yearly Trial', named by their
 * slugs as the app matches them); sample prices.
 */
export const CATALOGUE_SUBSCRIPTIONS: readonly CatalogueProduct[] = (
  [
    ['attune-access', 1499, 'monthly', 0, 'attune.access.monthly'],
    ['attune-yearly', 11999, 'yearly', 0, 'attune.access.yearly'],
    ['attune-trial', 1499, 'monthly', 14, 'attune.access.trial'],
    ['attune-yearly-trial', 11999, 'yearly', 14, 'attune.access.yearly_trial'],
  ] as const
).map(([name, value, pricingKey, trialLength, iapId]) => ({
  name,
  value,
  pricingKey,
  trialLength,
  plans: ['attune-essentials'],
  course: null,
  iapId,
  purchaseKind: 'all' as const,
  bundle: true,
}));

/** The product that sells a solution, or `null` when it has none. */
export function catalogueProduct(solution: CatalogueSolution): CatalogueProduct | null {
  if (!solution.product) return null;
  return {
    ...solution.product,
    name: solution.name,
    value: solution.pricing?.raw ?? 0,
    pricingKey: solution.pricing?.key ?? 'non_consumable',
    purchaseKind: solution.purchaseKind,
    bundle: false,
  };
}

/** The add-on categories as `GET add_on_categories` answers them, in core's order; each colour is named by its tag. */
export function catalogueCategories(): AddOnCategory[] {
  return ADD_ON_CATEGORY_TAGS.map((tag) => ({
    tag,
    title: CATALOGUE_CATEGORY_TITLES[tag],
    color: categoryColor(tag),
  }));
}

/**
 * A solution as `GET solutions` answers it, with this id: English texts, the Spanish ones under
 * `translations` (`displayName_es`, ...), the price as {@link solutionPricing} writes it.
 */
export function catalogueSolution(solution: CatalogueSolution, id: number): Solution {
  const { en, es } = solution;
  const translations: Record<string, string> = {
    displayName_es: es.displayName,
    tagline_es: es.tagline,
    description_es: es.description,
    ...(es.pricingName ? { pricingName_es: es.pricingName } : {}),
  };
  for (const [field, text] of Object.entries(es.marketing)) if (text) translations[`${field}_es`] = text;
  return {
    id,
    name: solution.name,
    kind: solution.kind,
    purchaseKind: solution.purchaseKind,
    displayName: en.displayName,
    areaOfFocus: solution.areaOfFocus,
    categories: [...solution.categories],
    available: solution.available,
    icon: solution.name,
    tagline: en.tagline,
    description: en.description,
    videoUrl: solution.videoUrl,
    pricing: solution.pricing
      ? solutionPricing(solution.pricing.key, en.pricingName ?? solution.pricing.key, solution.pricing.raw)
      : null,
    marketing: { ...en.marketing },
    meta: { affiliateLink: solution.affiliateLink },
    translations,
  };
}
