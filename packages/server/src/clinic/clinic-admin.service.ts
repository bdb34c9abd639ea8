/**
 * What the clinic's staff do, run from the admin command (`pnpm --filter @attune/server admin ...`, see
 * `src/admin/admin.ts`): create access codes for families, create, schedule and complete appointments. No
 * staff screen exists; each function is also what the tests call.
 */
import { randomInt } from 'node:crypto';
import {
  ACCESS_CODE_SPACE,
  accessCodeOf,
  DEFAULT_TIME_ZONE,
  isAccessCodeShape,
  questionnaireAsk,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accessCodes, appointments, children, users } from '../db/schema';
import { appointmentCompleteMail, appointmentScheduledMail } from '../mail/messages';
import { sendAccountMail } from '../mail/outbox';

/** A new access code: six digits (random unless given), for `maxUses` accounts, until `expiresAt` (or never). */
export async function createAccessCode(
  ctx: AppContext,
  options: { code?: string; clinic?: string; maxUses?: number; expiresAt?: Date | null } = {},
) {
  if (options.code !== undefined && !isAccessCodeShape(options.code))
    throw new Error('an access code is six digits');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = options.code ?? accessCodeOf(randomInt(0, ACCESS_CODE_SPACE));
    const [row] = await ctx.db
      .insert(accessCodes)
      .values({
        code,
        clinic: options.clinic ?? '',
        maxUses: options.maxUses ?? 1,
        expiresAt: options.expiresAt ?? null,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (options.code !== undefined) throw new Error(`the access code ${options.code} exists already`);
  }
  throw new Error('no free access code found; try again');
}

/** A pending appointment for a child (the clinic will contact the family). */
export async function createAppointment(ctx: AppContext, childId: number) {
  const [row] = await ctx.db
    .insert(appointments)
    .values({ childId, state: 'pending', createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}

async function familyOf(ctx: AppContext, appointmentId: number) {
  const [row] = await ctx.db
    .select({
      appointment: appointments,
      childName: children.name,
      recipient: {
        id: users.id,
        email: users.email,
        language: users.language,
        emailSubscription: users.emailSubscription,
        timeZone: users.timeZone,
      },
    })
    .from(appointments)
    .innerJoin(children, eq(children.id, appointments.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new Error(`no appointment ${appointmentId}`);
  return row;
}

/** Schedules an appointment at `startTime` with its video link, and mails the family. */
export async function scheduleAppointment(
  ctx: AppContext,
  options: { id: number; startTime: Date; joinUrl: string },
) {
  new URL(options.joinUrl);
  const { recipient, childName, appointment } = await familyOf(ctx, options.id);
  const [row] = await ctx.db
    .update(appointments)
    .set({ state: 'scheduled', startTime: options.startTime, joinUrl: options.joinUrl, sessionEndTime: null })
    .where(eq(appointments.id, options.id))
    .returning();
  if (!row) throw new Error(`no appointment ${options.id}`);
  // the family's own clock (the zone its calls keep on the account), and a deadline never already past
  const timeZone = recipient.timeZone ?? DEFAULT_TIME_ZONE;
  const ask = questionnaireAsk(options.startTime, ctx.clock.now(), timeZone);
  const link = ctx.publicUrl ? `${ctx.publicUrl}/app/child/${appointment.childId}/clinical` : null;
  await sendAccountMail(ctx, recipient, (language) =>
    appointmentScheduledMail[language]({ childName, start: options.startTime, timeZone, ask, link }),
  );
  return row;
}

/**
 * Marks an appointment complete (its session ended at `endTime`, now by default), and mails the family
 * in the account's language.
 */
export async function completeAppointment(ctx: AppContext, options: { id: number; endTime?: Date }) {
  const { recipient, childName, appointment } = await familyOf(ctx, options.id);
  const [row] = await ctx.db
    .update(appointments)
    .set({ state: 'complete', sessionEndTime: options.endTime ?? ctx.clock.now() })
    .where(eq(appointments.id, options.id))
    .returning();
  if (!row) throw new Error(`no appointment ${options.id}`);
  const link = `${ctx.publicUrl}/app/child/${appointment.childId}/clinical`;
  await sendAccountMail(ctx, recipient, (language) => appointmentCompleteMail[language]({ childName, link }));
  return row;
}
