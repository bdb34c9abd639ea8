/**
 * The clinical side of a family: consent forms signed for a child, insurance details, help requests and
 * appointments with the clinic. The child is the caller's (the router checks it).
 */
import {
  ACCESS_CODE_LIMITS,
  type AccessCodeState,
  type Appointment,
  accessCodeState,
  addressLimitKey,
  DEFAULT_TIME_ZONE,
  imageBytesProblem,
  questionnaireDue,
} from '@attune/core/rules';
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import {
  accessCodeRedemptions,
  accessCodes,
  appointments,
  assessments,
  consentForms,
  consents,
  helpRequests,
  insurancePlans,
  personInformations,
  users,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { iso } from '../lib/days';
import { sendMail } from '../mail/outbox';
import { clinicalQuestionnaires } from '../questionnaires/questionnaires.service';
import { limitAttempt } from '../security/rate-limit';

/** Where help requests are mailed when `CARE_TEAM_EMAIL` is not set. */
export const DEFAULT_CARE_TEAM_EMAIL = 'care-team@attune.example';

/** The care team's address: `CARE_TEAM_EMAIL`, or {@link DEFAULT_CARE_TEAM_EMAIL}. */
export const careTeamEmail = (env: NodeJS.ProcessEnv = process.env): string =>
  env.CARE_TEAM_EMAIL?.trim() || DEFAULT_CARE_TEAM_EMAIL;

const APPOINTMENT_STATUSES = ['pending', 'scheduled', 'complete'] as const;

const consentJson = (row: typeof consents.$inferSelect) => ({
  id: row.id,
  consent_form_id: row.consentFormId,
  patient_id: row.childId,
  name: row.name,
  signed_at: row.createdAt.toISOString(),
});

const personInformationJson = (row: typeof personInformations.$inferSelect) => ({
  id: row.id,
  ownable_id: row.ownableId,
  ownable_type: 'Patient' as const,
  insurances_plan_id: row.insurancesPlanId,
  custom_insurance_plan: row.customInsurancePlan,
  policy: row.policy ?? '',
  first_name: row.firstName ?? '',
  last_name: row.lastName ?? '',
  date_of_birth: row.dateOfBirth,
  card: row.card,
});

/** Signs a consent form for the child (422 naming `consent_form.consent_form_id` for an unknown form). */
export async function signConsent(
  ctx: AppContext,
  child: ChildRow,
  form: { consent_form_id: number; patient_id: number; name: string } & Record<string, unknown>,
) {
  const [known] = await ctx.db
    .select({ id: consentForms.id })
    .from(consentForms)
    .where(eq(consentForms.id, form.consent_form_id));
  if (!known) throw new HttpError(422, { 'consent_form.consent_form_id': ['is not a consent form'] });
  const { consent_form_id: _form, patient_id: _child, ...fields } = form;
  const [row] = await ctx.db
    .insert(consents)
    .values({
      userId: child.userId,
      consentFormId: known.id,
      childId: child.id,
      name: form.name,
      fields,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('consent insert returned no row');
  return consentJson(row);
}

/** The consents the account signed, oldest first. */
export async function listConsents(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.id));
  return rows.map(consentJson);
}

/** Insurance details as sent: typed in (a known plan or a custom one), or a photographed card. */
export type PersonInformationInput =
  | { card: string; side?: 'front' | 'back' | undefined }
  | {
      insurances_plan_id: number | null;
      custom_insurance_plan?: string | undefined;
      policy: string;
      first_name: string;
      last_name: string;
      date_of_birth: string;
    };

/** Saves the child's insurance details (422 naming the field for an unknown or missing plan). */
export async function savePersonInformation(ctx: AppContext, child: ChildRow, info: PersonInformationInput) {
  const values: typeof personInformations.$inferInsert = {
    userId: child.userId,
    ownableId: child.id,
    ownableType: 'Patient',
    createdAt: ctx.clock.now(),
  };
  if ('card' in info) {
    // The bytes must be a plain image of the declared type (core's `imageBytesProblem`): no SVG, no
    // polyglot. Photos are refused, not re-encoded (that needs a native image library).
    const [, type = '', data = ''] = /^data:([a-z/+.-]+);base64,(.*)$/s.exec(info.card) ?? [];
    if (imageBytesProblem(type, Buffer.from(data, 'base64'))) {
      throw new HttpError(422, { 'person_information.card': ['must be a plain JPEG, PNG or WebP photo'] });
    }
    values.card = info.card;
    values.cardSide = info.side ?? 'front';
  } else {
    if (info.insurances_plan_id !== null) {
      const [plan] = await ctx.db
        .select({ id: insurancePlans.id })
        .from(insurancePlans)
        .where(eq(insurancePlans.id, info.insurances_plan_id));
      if (!plan)
        throw new HttpError(422, { 'person_information.insurances_plan_id': ['Insurance plan not found'] });
    } else if (!info.custom_insurance_plan?.trim()) {
      throw new HttpError(422, { 'person_information.custom_insurance_plan': ['is required'] });
    }
    Object.assign(values, {
      insurancesPlanId: info.insurances_plan_id,
      customInsurancePlan: info.custom_insurance_plan ?? null,
      policy: info.policy,
      firstName: info.first_name,
      lastName: info.last_name,
      dateOfBirth: info.date_of_birth,
    });
  }
  const row = await ctx.db.transaction(async (tx) => {
    if (values.card) {
      // A child keeps its current photo of each side: the new one replaces the old (and any photo saved
      // before sides were kept).
      await tx
        .delete(personInformations)
        .where(
          and(
            eq(personInformations.ownableId, child.id),
            isNotNull(personInformations.card),
            or(
              eq(personInformations.cardSide, values.cardSide ?? 'front'),
              isNull(personInformations.cardSide),
            ),
          ),
        );
    }
    const [inserted] = await tx.insert(personInformations).values(values).returning();
    return inserted;
  });
  if (!row) throw new Error('person information insert returned no row');
  return personInformationJson(row);
}

/** The insurance details the account saved, oldest first. */
export async function listPersonInformations(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(personInformations)
    .where(eq(personInformations.userId, userId))
    .orderBy(asc(personInformations.id));
  return rows.map(personInformationJson);
}

/** The insurance plans to choose from, in the list's order. */
export async function listInsurancePlans(ctx: AppContext) {
  return ctx.db
    .select({ id: insurancePlans.id, position: insurancePlans.position, name: insurancePlans.name })
    .from(insurancePlans)
    .orderBy(asc(insurancePlans.position));
}

/**
 * Asks the clinic for help with the child: the request (with the parent's question, when there is one) is
 * stored and mailed to the care team (who reply to the family's email address), whoever the family is
 * (clinical or not).
 */
export async function requestHelp(
  ctx: AppContext,
  family: { email: string; name: string | null },
  child: Pick<ChildRow, 'id' | 'name'>,
  source: string,
  message?: string,
) {
  const question = message?.trim() || null;
  const [row] = await ctx.db
    .insert(helpRequests)
    .values({ childId: child.id, source, message: question, createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('help request insert returned no row');
  await sendMail(ctx, {
    to: careTeamEmail(),
    subject: `Help request (${source}) #${row.id}`,
    text: [
      `A family asked for help from ${source}.`,
      '',
      `Parent: ${family.name ?? ''} <${family.email}>`,
      `Child: ${child.name} (id ${child.id})`,
      `Asked at: ${row.createdAt.toISOString()}`,
      ...(question ? ['', 'Their message:', question] : []),
      '',
      'Please reply to the parent by email.',
    ].join('\n'),
  });
  return {
    id: row.id,
    child_id: row.childId,
    source: row.source,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

type AppointmentRow = typeof appointments.$inferSelect;

const appointmentJson = (row: AppointmentRow): Appointment => ({
  id: row.id,
  patient_id: row.childId,
  status: APPOINTMENT_STATUSES.find((status) => status === row.state) ?? 'pending',
  start_time: iso(row.startTime),
  session_end_time: iso(row.sessionEndTime),
  join_url: row.joinUrl,
});

/** The ids of the child's clinical questionnaires (core's `questionnaireSet`) that have been answered. */
/** The child's questionnaire set (ids) and those of it answered (a recorded assessment), in the set's order. */
export async function clinicalAnswers(ctx: AppContext, child: ChildRow) {
  const set = (await clinicalQuestionnaires(ctx, child)).map((questionnaire) => questionnaire.id);
  const answered =
    set.length === 0
      ? []
      : await ctx.db
          .selectDistinct({ id: assessments.questionnaireId })
          .from(assessments)
          .where(and(eq(assessments.childId, child.id), inArray(assessments.questionnaireId, set)));
  const ids = new Set(answered.map((row) => row.id));
  return { set, answered: set.filter((id) => ids.has(id)) };
}

/**
 * The child's appointments with the clinic, oldest first. The video link is withheld while the clinical
 * questionnaires are overdue (core's `questionnaireDue`: due three days before the appointment).
 */
export async function listAppointments(ctx: AppContext, child: ChildRow) {
  const rows = await ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.childId, child.id))
    .orderBy(asc(appointments.id));
  if (rows.length === 0) return [];
  const { set, answered } = await clinicalAnswers(ctx, child);
  const now = ctx.clock.now();
  return rows.map((row) => {
    const appointment = appointmentJson(row);
    const due = questionnaireDue(appointment, {
      allAnswered: answered.length === set.length,
      now,
      timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE,
    });
    return due.kind === 'overdue' ? { ...appointment, join_url: null } : appointment;
  });
}

/** Where the child's clinical intake stands: consent signed, insurance saved, questionnaires answered. */
export async function clinicalIntake(ctx: AppContext, child: ChildRow) {
  const [consent] = await ctx.db
    .select({ id: consents.id })
    .from(consents)
    .where(eq(consents.childId, child.id))
    .limit(1);
  const [insurance] = await ctx.db
    .select({ id: personInformations.id })
    .from(personInformations)
    .where(eq(personInformations.ownableId, child.id))
    .limit(1);
  const { answered } = await clinicalAnswers(ctx, child);
  return {
    patient_id: child.id,
    consent_signed: consent !== undefined,
    insurance_saved: insurance !== undefined,
    answered_questionnaire_ids: answered,
  };
}

/**
 * The family asks the clinic for an appointment: a pending one (the clinic will be in touch), once the
 * consent form is signed for the child; while one is pending or scheduled, that one is answered again.
 */
export async function requestAppointment(ctx: AppContext, child: ChildRow) {
  const [consent] = await ctx.db
    .select({ id: consents.id })
    .from(consents)
    .where(eq(consents.childId, child.id))
    .limit(1);
  if (!consent) throw new HttpError(422, { patient_id: ['needs a signed consent form'] });
  const [open] = await ctx.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.childId, child.id), ne(appointments.state, 'complete')))
    .orderBy(asc(appointments.id))
    .limit(1);
  if (open) return appointmentJson(open);
  const [row] = await ctx.db
    .insert(appointments)
    .values({ childId: child.id, state: 'pending', createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('appointment insert returned no row');
  return appointmentJson(row);
}

/** The consent form to sign (the newest). */
export async function currentConsentForm(ctx: AppContext) {
  const [form] = await ctx.db.select().from(consentForms).orderBy(sql`${consentForms.id} desc`).limit(1);
  if (!form) throw new HttpError(404, { consent_form: ['not found'] });
  return { id: form.id, title: form.title, sections: form.sections };
}

/**
 * Applies an access code for the account: every try counts against core's `ACCESS_CODE_LIMITS` (per account
 * and per address) before the code is looked at, so guessing is throttled (429); a valid code takes one use
 * and makes the account clinical, in one transaction (a code's last use goes to one account only).
 */
export async function redeemAccessCode(
  ctx: AppContext,
  user: { id: number; clinical: boolean },
  code: string,
  address: string,
): Promise<{ access_code: { state: AccessCodeState }; clinical: boolean }> {
  await limitAttempt(ctx, `access-code:account:${user.id}`, ACCESS_CODE_LIMITS.perAccount);
  await limitAttempt(ctx, `access-code:address:${addressLimitKey(address)}`, ACCESS_CODE_LIMITS.perAddress);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(accessCodes).where(eq(accessCodes.code, code)).for('update');
    const [applied] = row
      ? await tx
          .select({ id: accessCodeRedemptions.id })
          .from(accessCodeRedemptions)
          .where(
            and(eq(accessCodeRedemptions.accessCodeId, row.id), eq(accessCodeRedemptions.userId, user.id)),
          )
      : [];
    const state = accessCodeState(
      row ? { expires_at: row.expiresAt, max_uses: row.maxUses, uses: row.uses } : null,
      { appliedByAccount: applied !== undefined, now: ctx.clock.now() },
    );
    if (state !== 'valid' || !row) return { access_code: { state }, clinical: user.clinical };
    const taken = await tx
      .update(accessCodes)
      .set({ uses: sql`${accessCodes.uses} + 1` })
      .where(and(eq(accessCodes.id, row.id), lt(accessCodes.uses, accessCodes.maxUses)))
      .returning({ id: accessCodes.id });
    if (taken.length === 0) return { access_code: { state: 'max-uses' as const }, clinical: user.clinical };
    await tx
      .insert(accessCodeRedemptions)
      .values({ accessCodeId: row.id, userId: user.id, createdAt: ctx.clock.now() });
    await tx.update(users).set({ clinical: true }).where(eq(users.id, user.id));
    return { access_code: { state }, clinical: true };
  });
}
