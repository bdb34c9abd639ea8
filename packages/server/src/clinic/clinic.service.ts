/**
 * The clinical side of a family: consent forms signed for a child, insurance details, help requests and
 * appointments with the clinic. The child is the caller's (the router checks it).
 */
import { asc, eq } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import {
  appointments,
  consentForms,
  consents,
  helpRequests,
  insurancePlans,
  personInformations,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { iso } from '../lib/days';
import { sendMail } from '../mail/outbox';

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
  | { card: string }
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
    values.card = info.card;
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
  const [row] = await ctx.db.insert(personInformations).values(values).returning();
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
 * Asks the clinic for help with the child: the request is stored and mailed to the care team (who reply to
 * the family's email address), whoever the family is (clinical or not).
 */
export async function requestHelp(
  ctx: AppContext,
  family: { email: string; name: string | null },
  child: Pick<ChildRow, 'id' | 'name'>,
  source: string,
) {
  const [row] = await ctx.db
    .insert(helpRequests)
    .values({ childId: child.id, source, createdAt: ctx.clock.now() })
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
      '',
      'Please reply to the parent by email.',
    ].join('\n'),
  });
  return { id: row.id, child_id: row.childId, source: row.source, created_at: row.createdAt.toISOString() };
}

/** The child's appointments with the clinic, oldest first. */
export async function listAppointments(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.childId, childId))
    .orderBy(asc(appointments.id));
  return rows.map((row) => ({
    id: row.id,
    patient_id: row.childId,
    status: APPOINTMENT_STATUSES.find((status) => status === row.state) ?? 'pending',
    start_time: iso(row.startTime),
    session_end_time: iso(row.sessionEndTime),
    join_url: row.joinUrl,
  }));
}
