/**
 * The words of the visit report the server writes itself (the PDF, the measure names in the view model),
 * in English and Spanish, as the app's locale files word them (`child.scores.kinds`, `report.*`).
 */
import type { GoalOutcomeKind } from '@attune/core/rules';

/** A language the report is written in. */
export type ReportLanguage = 'en' | 'es';

/** The report's language: the one asked for, else the account's, English unless it is Spanish. */
export const reportLanguageOf = (
  asked: string | undefined,
  account: string | null | undefined,
): ReportLanguage => ((asked ?? account) === 'es' ? 'es' : 'en');

const MEASURE_NAMES: Record<ReportLanguage, Record<string, string>> = {
  en: {
    inattentive: 'Inattention',
    hyperactive: 'Hyperactivity',
    conduct: 'Conduct',
    anxiety: 'Anxiety',
    oppositional: 'Oppositional behavior',
    emotional: 'Emotional regulation',
    medication: 'Medication',
    sleep: 'Sleep',
  },
  es: {
    inattentive: 'Falta de atención',
    hyperactive: 'Hiperactividad',
    conduct: 'Conducta',
    anxiety: 'Ansiedad',
    oppositional: 'Comportamiento desafiante',
    emotional: 'Regulación emocional',
    medication: 'Medicación',
    sleep: 'Sueño',
  },
};

/** A measure's name in the report's language (the catalogue's name, or its key, for one the app does not name). */
export const measureName = (language: ReportLanguage, key: string, fallback: string | null): string =>
  MEASURE_NAMES[language][key] ?? fallback ?? key;

/** The PDF's texts, by language. */
export interface ReportTexts {
  title: string;
  child: (name: string, age: number) => string;
  period: (from: string, to: string) => string;
  careTeam: (names: string) => string;
  informational: string;
  empty: string;
  scores: string;
  noScores: string;
  latest: (score: number, day: string) => string;
  goal: (goal: number) => string;
  typical: (low: number, high: number) => string;
  answeredBy: (name: string, relationship: string) => string;
  answeredByFamily: string;
  outcome: Record<GoalOutcomeKind, string>;
  medications: string;
  noMedications: string;
  current: string;
  changes: string;
  noChanges: string;
  started: string;
  changed: string;
  stopped: string;
  since: (day: string) => string;
  /** A prescription's doses of the period, as answered from its reminders or its page. */
  adherence: (taken: number, skipped: number, unanswered: number) => string;
  taken: Record<string, string>;
  plans: string;
  noPlans: string;
  weekOf: string;
  completed: string;
  skipped: string;
  missed: string;
  checkIns: string;
  noCheckIns: string;
  answeredOn: (questionnaire: string, day: string) => string;
  notes: string;
  noNotes: string;
  sleep: string;
  noSleep: string;
  night: string;
  asleep: string;
  wakings: string;
  targetRecognition: string;
  noTargetRecognition: string;
  level: string;
  score: string;
  day: string;
}

/** The PDF's texts in English and Spanish. */
export const REPORT_TEXTS: Record<ReportLanguage, ReportTexts> = {
  en: {
    title: 'Visit report',
    child: (name, age) => `${name}, ${age} years old`,
    period: (from, to) => `From ${from} to ${to}`,
    careTeam: (names) => `Care team: ${names}`,
    informational:
      'This report is informational and is not a diagnosis. It shows what the family recorded in Attune.',
    empty: 'Nothing was recorded in this period.',
    scores: 'Scores',
    noScores: 'No scores in this period.',
    latest: (score, day) => `Latest score: ${score} (${day})`,
    goal: (goal) => `Goal: ${goal}`,
    typical: (low, high) => `Typical range: ${low} to ${high}`,
    answeredBy: (name, relationship) => `Answered by ${name} (${relationship})`,
    answeredByFamily: 'Answered by the parent',
    outcome: {
      'progressed-to-goal-not-possible': 'Already at the best possible score; no new goal.',
      'no-change-within-goal': 'No change since the last check-in.',
      'progress-within-goal': 'Improved, moving toward the goal.',
      'regress-within-goal': 'Moved away from the goal.',
      'progressed-to-new-goal': 'Goal reached; a new goal was set.',
      'regressed-to-new-goal': 'Moved away from the last goal; the goal was reset.',
      'progressed-to-goal-not-recommended': 'Goal reached; within the typical range, no further goal.',
      'generated-first-goal-recommended': 'First goal set.',
      'generated-first-goal-not-recommended': 'Within the typical range; no goal recommended.',
    },
    medications: 'Medications',
    noMedications: 'No medications recorded.',
    current: 'Current prescriptions',
    changes: 'Changes in this period',
    noChanges: 'No changes in this period.',
    started: 'Started',
    changed: 'Changed',
    stopped: 'Stopped',
    since: (day) => `since ${day}`,
    adherence: (taken, skipped, unanswered) =>
      `Doses in this period: ${taken} taken, ${skipped} skipped, ${unanswered} not answered`,
    taken: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
    plans: 'Plan sessions per week',
    noPlans: 'No plan sessions in this period.',
    weekOf: 'Week of',
    completed: 'Completed',
    skipped: 'Skipped',
    missed: 'Missed',
    checkIns: 'Latest check-in answers',
    noCheckIns: 'No check-ins in this period.',
    answeredOn: (questionnaire, day) => `${questionnaire}, ${day}`,
    notes: "The parent's notes",
    noNotes: 'No notes in this period.',
    sleep: 'Sleep',
    noSleep: 'No nights recorded in this period.',
    night: 'Night',
    asleep: 'Minutes asleep',
    wakings: 'Night wakings',
    targetRecognition: 'Target Recognition',
    noTargetRecognition: 'No Target Recognition sets in this period.',
    level: 'Level',
    score: 'Score',
    day: 'Day',
  },
  es: {
    title: 'Informe para la consulta',
    child: (name, age) => `${name}, ${age} años`,
    period: (from, to) => `Del ${from} al ${to}`,
    careTeam: (names) => `Equipo de atención: ${names}`,
    informational:
      'Este informe es informativo y no es un diagnóstico. Muestra lo que la familia registró en Attune.',
    empty: 'No se registró nada en este periodo.',
    scores: 'Puntuaciones',
    noScores: 'No hay puntuaciones en este periodo.',
    latest: (score, day) => `Última puntuación: ${score} (${day})`,
    goal: (goal) => `Meta: ${goal}`,
    typical: (low, high) => `Rango típico: de ${low} a ${high}`,
    answeredBy: (name, relationship) => `Respondido por ${name} (${relationship})`,
    answeredByFamily: 'Respondido por el padre o la madre',
    outcome: {
      'progressed-to-goal-not-possible': 'Ya tiene la mejor puntuación posible; no hay meta nueva.',
      'no-change-within-goal': 'Sin cambios desde el último seguimiento.',
      'progress-within-goal': 'Mejoró y avanza hacia la meta.',
      'regress-within-goal': 'Se alejó de la meta.',
      'progressed-to-new-goal': 'Meta alcanzada; se fijó una meta nueva.',
      'regressed-to-new-goal': 'Se alejó de la meta anterior; la meta se reajustó.',
      'progressed-to-goal-not-recommended':
        'Meta alcanzada; dentro del rango típico, no se recomienda otra meta.',
      'generated-first-goal-recommended': 'Primera meta fijada.',
      'generated-first-goal-not-recommended': 'Dentro del rango típico; no se recomienda una meta.',
    },
    medications: 'Medicamentos',
    noMedications: 'No hay medicamentos registrados.',
    current: 'Recetas actuales',
    changes: 'Cambios en este periodo',
    noChanges: 'No hubo cambios en este periodo.',
    started: 'Empezó',
    changed: 'Cambió',
    stopped: 'Se suspendió',
    since: (day) => `desde el ${day}`,
    adherence: (taken, skipped, unanswered) =>
      `Dosis en este periodo: ${taken} tomadas, ${skipped} omitidas, ${unanswered} sin respuesta`,
    taken: { morning: 'mañana', afternoon: 'tarde', evening: 'noche' },
    plans: 'Sesiones del plan por semana',
    noPlans: 'No hay sesiones del plan en este periodo.',
    weekOf: 'Semana del',
    completed: 'Completadas',
    skipped: 'Omitidas',
    missed: 'Perdidas',
    checkIns: 'Respuestas del último seguimiento',
    noCheckIns: 'No hay seguimientos en este periodo.',
    answeredOn: (questionnaire, day) => `${questionnaire}, ${day}`,
    notes: 'Notas del padre o la madre',
    noNotes: 'No hay notas en este periodo.',
    sleep: 'Sueño',
    noSleep: 'No hay noches registradas en este periodo.',
    night: 'Noche',
    asleep: 'Minutos dormido',
    wakings: 'Despertares nocturnos',
    targetRecognition: 'Reconocimiento de objetivos',
    noTargetRecognition: 'No hay series de Reconocimiento de objetivos en este periodo.',
    level: 'Nivel',
    score: 'Puntuación',
    day: 'Día',
  },
};
