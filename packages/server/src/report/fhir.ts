/**
 * A child's records for a period as a FHIR R4 `Bundle` of type `collection` (issue 28): `Patient` (the
 * child), `RelatedPerson` (the parent and the collaborators), a `Questionnaire` and a
 * `QuestionnaireResponse` for each check-in, an `Observation` for each measure score (derived from its
 * check-in's response), a `Goal` for each measure's latest goal, a `MedicationStatement` for each
 * prescription taken in the period with its dosage (`stopped` with its end when stopped by the period's
 * end; its doses of the period as a note when reminders are used), and a `CarePlan` for each plan with its sessions as activities.
 *
 * Codes: every measure and questionnaire is coded in Attune's own code system ({@link ATTUNE_CODE_SYSTEM});
 * no LOINC code is claimed for any instrument (docs/api.md says why). Pure: the service gathers the records.
 */
import { createHash } from 'node:crypto';

/** Attune's code system for its measures and questionnaires. */
export const ATTUNE_CODE_SYSTEM = 'https://attune.app/fhir/CodeSystem/measures';
/** The canonical base of Attune's questionnaires. */
export const ATTUNE_QUESTIONNAIRE_BASE = 'https://attune.app/fhir/Questionnaire';

/** What the bundle is made from (every record already in the period). */
export interface FhirInput {
  readonly child: { id: number; name: string; birthday: string; gender: string };
  readonly parent: { id: number; name: string | null };
  readonly collaborators: readonly { id: number; name: string; relationship: string }[];
  readonly checkIns: readonly {
    id: number;
    questionnaire: { key: string; title: string };
    completedAt: string;
    respondent: { name: string; relationship: string } | null;
    answers: readonly { questionId: number; question: string; answer: string }[];
  }[];
  readonly scores: readonly {
    id: number;
    assessmentId: number;
    measure: string;
    title: string;
    completedAt: string;
    score: number;
    goal: number | null;
  }[];
  readonly prescriptions: readonly {
    id: number;
    medication: string;
    dosage: string | null;
    startDate: string;
    taken: readonly string[];
    /** The day it was stopped when that is by the period's end (status `stopped`), else null (`active`). */
    stoppedDate: string | null;
    /** Its doses of the period (taken, skipped, not answered) in words, when reminders are used. */
    adherenceNote: string | null;
  }[];
  readonly plans: readonly {
    id: number;
    title: string;
    state: string;
    complete: boolean;
    sessions: readonly {
      id: number;
      position: number;
      complete: boolean;
      skipped: boolean;
      scheduleDate: string | null;
    }[];
  }[];
}

/** A stable `urn:uuid:` for a record (a name-based UUID of its kind and id). */
function urn(kind: string, id: number | string): string {
  const hex = createHash('sha256').update(`attune/${kind}/${id}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const GENDERS: Record<string, string> = { female: 'female', male: 'male', other: 'other' };

/** The child's records as a FHIR R4 collection Bundle. */
export function fhirBundle(input: FhirInput, timestamp: string) {
  const patient = urn('child', input.child.id);
  const subject = { reference: patient, display: input.child.name };
  const parent = urn('parent', input.parent.id);
  const entries: { fullUrl: string; resource: Record<string, unknown> }[] = [];
  const add = (fullUrl: string, resource: Record<string, unknown>) => entries.push({ fullUrl, resource });

  add(patient, {
    resourceType: 'Patient',
    name: [{ text: input.child.name, given: [input.child.name] }],
    birthDate: input.child.birthday,
    gender: GENDERS[input.child.gender] ?? 'unknown',
  });
  add(parent, {
    resourceType: 'RelatedPerson',
    patient: subject,
    relationship: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'PRN', display: 'parent' },
        ],
      },
    ],
    ...(input.parent.name ? { name: [{ text: input.parent.name }] } : {}),
  });
  for (const collaborator of input.collaborators) {
    add(urn('collaborator', collaborator.id), {
      resourceType: 'RelatedPerson',
      patient: subject,
      relationship: [{ text: collaborator.relationship }],
      name: [{ text: collaborator.name }],
    });
  }
  const respondentRef = (who: { name: string; relationship: string } | null) => {
    const found = who ? input.collaborators.find((c) => c.name === who.name) : undefined;
    return found ? { reference: urn('collaborator', found.id), display: found.name } : { reference: parent };
  };

  const questionnaires = new Map<string, { title: string; items: Map<number, string> }>();
  for (const checkIn of input.checkIns) {
    const entry = questionnaires.get(checkIn.questionnaire.key) ?? {
      title: checkIn.questionnaire.title,
      items: new Map<number, string>(),
    };
    for (const answer of checkIn.answers) entry.items.set(answer.questionId, answer.question);
    questionnaires.set(checkIn.questionnaire.key, entry);
  }
  for (const [key, questionnaire] of questionnaires) {
    add(urn('questionnaire', key), {
      resourceType: 'Questionnaire',
      url: `${ATTUNE_QUESTIONNAIRE_BASE}/${key}`,
      name: key.replace(/[^A-Za-z0-9_]/g, '_'),
      title: questionnaire.title,
      status: 'active',
      subjectType: ['Patient'],
      code: [{ system: ATTUNE_CODE_SYSTEM, code: key, display: questionnaire.title }],
      item: [...questionnaire.items.entries()].map(([id, text]) => ({
        linkId: `q${id}`,
        text,
        type: 'string',
      })),
    });
  }
  for (const checkIn of input.checkIns) {
    add(urn('assessment', checkIn.id), {
      resourceType: 'QuestionnaireResponse',
      questionnaire: `${ATTUNE_QUESTIONNAIRE_BASE}/${checkIn.questionnaire.key}`,
      status: 'completed',
      subject,
      authored: checkIn.completedAt,
      author: respondentRef(checkIn.respondent),
      source: respondentRef(checkIn.respondent),
      item: checkIn.answers.map((answer) => ({
        linkId: `q${answer.questionId}`,
        text: answer.question,
        answer: [{ valueString: answer.answer }],
      })),
    });
  }

  const checkInIds = new Set(input.checkIns.map((checkIn) => checkIn.id));
  for (const score of input.scores) {
    add(urn('score', score.id), {
      resourceType: 'Observation',
      status: 'final',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'survey',
              display: 'Survey',
            },
          ],
        },
      ],
      code: {
        coding: [{ system: ATTUNE_CODE_SYSTEM, code: score.measure, display: score.title }],
        text: score.title,
      },
      subject,
      effectiveDateTime: score.completedAt,
      valueQuantity: { value: score.score, unit: 'score' },
      ...(checkInIds.has(score.assessmentId)
        ? { derivedFrom: [{ reference: urn('assessment', score.assessmentId) }] }
        : {}),
    });
  }
  const latestGoal = new Map<string, (typeof input.scores)[number]>();
  for (const score of input.scores) if (score.goal !== null) latestGoal.set(score.measure, score);
  for (const [measure, score] of latestGoal) {
    add(urn('goal', `${input.child.id}/${measure}`), {
      resourceType: 'Goal',
      lifecycleStatus: 'active',
      description: { text: `${score.title}: ${score.goal}` },
      subject,
      target: [
        {
          measure: { coding: [{ system: ATTUNE_CODE_SYSTEM, code: measure, display: score.title }] },
          detailQuantity: { value: score.goal, unit: 'score' },
        },
      ],
    });
  }

  for (const prescription of input.prescriptions) {
    const dosage = [prescription.dosage, prescription.taken.join(', ')].filter((part) => part).join(', ');
    add(urn('prescription', prescription.id), {
      resourceType: 'MedicationStatement',
      status: prescription.stoppedDate === null ? 'active' : 'stopped',
      medicationCodeableConcept: { text: prescription.medication },
      subject,
      effectivePeriod:
        prescription.stoppedDate === null
          ? { start: prescription.startDate }
          : { start: prescription.startDate, end: prescription.stoppedDate },
      ...(prescription.adherenceNote ? { note: [{ text: prescription.adherenceNote }] } : {}),
      ...(dosage ? { dosage: [{ text: dosage }] } : {}),
    });
  }

  for (const plan of input.plans) {
    add(urn('plan', plan.id), {
      resourceType: 'CarePlan',
      status: plan.complete ? 'completed' : plan.state === 'active' ? 'active' : 'on-hold',
      intent: 'plan',
      title: plan.title,
      subject,
      activity: plan.sessions.map((session) => ({
        detail: {
          status: session.complete ? 'completed' : session.skipped ? 'cancelled' : 'scheduled',
          description: `${plan.title} ${session.position}`,
          ...(session.scheduleDate ? { scheduledString: session.scheduleDate } : {}),
        },
      })),
    });
  }

  return { resourceType: 'Bundle' as const, type: 'collection' as const, timestamp, entry: entries };
}
