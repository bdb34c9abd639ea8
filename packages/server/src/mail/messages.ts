/**
 * The mail the account's lifecycle sends, in English and Spanish by the account's language. Each message
 * is a function of what it needs (links, names) and returns `{ subject, text }`; the unsubscribe footer
 * is added by `sendAccountMail`.
 */

import type { QuestionnaireAsk } from '@attune/core/rules';

/** A language mail is written in. */
export type MailLanguage = 'en' | 'es';

/** The account's language, English unless it is Spanish. */
export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  language === 'es' ? 'es' : 'en';

/** A message's subject and text. */
export interface MailMessage {
  readonly subject: string;
  readonly text: string;
}

type Texts<A> = Record<MailLanguage, (args: A) => MailMessage>;

const lines = (...parts: string[]) => parts.join('\n');

/** The password reset link (2 hours, once). */
export const resetPasswordMail: Texts<{ link: string }> = {
  en: ({ link }) => ({
    subject: 'Reset your Attune password',
    text: lines(
      'Someone (perhaps you) asked to reset the password of your Attune account.',
      '',
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once, for 2 hours. If you did not ask for it, ignore this message: your password stays as it is.',
    ),
  }),
  es: ({ link }) => ({
    subject: 'Restablece tu contraseña de Attune',
    text: lines(
      'Alguien (quizá tú) pidió restablecer la contraseña de tu cuenta de Attune.',
      '',
      'Para elegir una contraseña nueva, abre este enlace:',
      link,
      '',
      'El enlace funciona una sola vez, durante 2 horas. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    ),
  }),
};

/** The password was changed (by the reset link or in settings): every other log-in has ended. */
export const passwordChangedMail: Texts<{ resetLink: string }> = {
  en: ({ resetLink }) => ({
    subject: 'Your Attune password was changed',
    text: lines(
      'The password of your Attune account was just changed, and your other devices were logged out.',
      '',
      `If it was not you, reset your password now: ${resetLink}`,
    ),
  }),
  es: ({ resetLink }) => ({
    subject: 'Se cambió tu contraseña de Attune',
    text: lines(
      'Se acaba de cambiar la contraseña de tu cuenta de Attune y se cerró la sesión en tus otros dispositivos.',
      '',
      `Si no fuiste tú, restablece tu contraseña ahora: ${resetLink}`,
    ),
  }),
};

/** The confirmation link. */
export const confirmationMail: Texts<{ link: string; days: number }> = {
  en: ({ link, days }) => ({
    subject: 'Confirm your Attune account',
    text: lines(
      'Welcome to Attune!',
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      `The link works for ${days} days. If you did not sign up, you can ignore this message.`,
    ),
  }),
  es: ({ link, days }) => ({
    subject: 'Confirma tu cuenta de Attune',
    text: lines(
      '¡Te damos la bienvenida a Attune!',
      '',
      'Confirma tu dirección de correo abriendo este enlace:',
      link,
      '',
      `El enlace funciona durante ${days} días. Si no te registraste, puedes ignorar este mensaje.`,
    ),
  }),
};

/** The account was deleted. */
export const accountDeletedMail: Texts<Record<string, never>> = {
  en: () => ({
    subject: 'Your Attune account was deleted',
    text: lines(
      'Your Attune account and your family’s records were deleted, as you asked.',
      '',
      'We keep only the payment records the law requires (date, amount and product), for as long as it requires.',
      'You will receive no more mail from us.',
    ),
  }),
  es: () => ({
    subject: 'Se eliminó tu cuenta de Attune',
    text: lines(
      'Se eliminaron tu cuenta de Attune y los registros de tu familia, como pediste.',
      '',
      'Solo conservamos los registros de pago que exige la ley (fecha, importe y producto), durante el tiempo que exige.',
      'No recibirás más correos nuestros.',
    ),
  }),
};

/** The clinic marked a child's appointment complete: what comes next, and where to see it. */
export const appointmentCompleteMail: Texts<{ childName: string; link: string }> = {
  en: ({ childName, link }) => ({
    subject: `${childName}’s appointment is complete`,
    text: lines(
      `Thank you for attending ${childName}’s appointment with the Attune clinic. It is now marked complete.`,
      '',
      'Your clinician will follow up with any next steps. You can see the appointment in the child’s Clinical tab:',
      link,
    ),
  }),
  es: ({ childName, link }) => ({
    subject: `La cita de ${childName} ha terminado`,
    text: lines(
      `Gracias por asistir a la cita de ${childName} con la clínica de Attune. Ya está marcada como terminada.`,
      '',
      'Tu profesional clínico te indicará los siguientes pasos. Puedes ver la cita en la pestaña Clínica del niño o la niña:',
      link,
    ),
  }),
};

/** The footer of every mail to an account: the signed link that stops its mail. */
export const unsubscribeFooter: Record<MailLanguage, (link: string) => string> = {
  en: (link) => lines('', '--', `To stop receiving these emails, open: ${link}`),
  es: (link) => lines('', '--', `Para dejar de recibir estos correos, abre: ${link}`),
};

/**
 * An appointment's start as the family reads it: the weekday, date and time on the family's clock, with
 * the zone named ("Tuesday, May 12, 2026 at 9:00 AM Pacific Daylight Time").
 */
export function appointmentTimeText(start: Date, timeZone: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'long',
  }).format(start);
}

/** A calendar day (`YYYY-MM-DD`) as the family reads it ("Thursday, May 7"). */
function dayText(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The clinic scheduled a child's appointment: when (on the family's clock, the zone named), by when to
 * answer the questionnaires (core's `questionnaireAsk`: a day, or as soon as they can when the deadline has
 * passed), and where the join button appears.
 */
export const appointmentScheduledMail: Texts<{
  childName: string;
  start: Date;
  timeZone: string;
  ask: QuestionnaireAsk;
  link: string | null;
}> = {
  en: ({ childName, start, timeZone, ask, link }) => ({
    subject: 'Your appointment is scheduled',
    text: lines(
      `Your appointment for ${childName} is scheduled for ${appointmentTimeText(start, timeZone, 'en')}.`,
      '',
      ask.kind === 'by'
        ? `Please answer the questionnaires in the app by ${dayText(ask.day, 'en')}.`
        : 'Please answer the questionnaires in the app as soon as you can.',
      `The join button appears in the child’s Clinical tab 10 minutes before the start${link ? `: ${link}` : '.'}`,
    ),
  }),
  es: ({ childName, start, timeZone, ask, link }) => ({
    subject: 'Tu cita está programada',
    text: lines(
      `La cita de ${childName} está programada para el ${appointmentTimeText(start, timeZone, 'es')}.`,
      '',
      ask.kind === 'by'
        ? `Responde los cuestionarios en la app a más tardar el ${dayText(ask.day, 'es')}.`
        : 'Responde los cuestionarios en la app lo antes posible.',
      `El botón para unirte aparece en la pestaña Clínica del niño o la niña 10 minutos antes del inicio${link ? `: ${link}` : '.'}`,
    ),
  }),
};

/** A kit order as the lab and the care team read it. */
export interface LabOrder {
  readonly orderId: number;
  readonly orderedAt: Date;
  readonly child: { readonly id: number; readonly name: string; readonly birthday: string };
  readonly parent: { readonly name: string; readonly email: string };
  readonly address: {
    readonly name: string;
    readonly line1: string;
    readonly line2?: string | undefined;
    readonly city: string;
    readonly state: string;
    readonly postal_code: string;
    readonly country: string;
  };
  /** The copy to the care team when no lab address is configured: they forward it to the lab. */
  readonly forward: boolean;
}

/**
 * The Food Sensitivity kit's order, to the lab and the care team (staff read English): where to mail the
 * kit, for whom, and how staff move it on. The parent's address is in it, so an account's deletion takes
 * it out of the outbox with the rest of its mail.
 */
export function labOrderMail(order: LabOrder): MailMessage {
  const { address } = order;
  return {
    subject: `Food sensitivity kit order #${order.orderId}`,
    text: lines(
      ...(order.forward
        ? ['No lab address is configured (LAB_ORDER_EMAIL): please forward this order to the lab.', '']
        : []),
      `A family ordered the Food Sensitivity hair test kit (order #${order.orderId}, ${order.orderedAt.toISOString()}).`,
      '',
      'Ship the kit to:',
      address.name,
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      `${address.city}, ${address.state} ${address.postal_code}`,
      address.country,
      '',
      `Child: ${order.child.name} (id ${order.child.id}, born ${order.child.birthday})`,
      `Parent: ${order.parent.name} <${order.parent.email}>`,
      '',
      `When the kit is mailed: admin food-sensitivity ship --child ${order.child.id}`,
      `When the sample arrives: admin food-sensitivity received --child ${order.child.id}`,
      `Results: admin food-sensitivity-results --child ${order.child.id} --file results.json`,
    ),
  };
}

/** What staff did with a child's kit, as the family is told: shipped, sample received, results ready. */
export type KitNotice = 'shipped' | 'received' | 'results';

/** The family's mail when staff move the Food Sensitivity kit on (sent only when the family allows mail). */
export const kitNoticeMail: Texts<{ notice: KitNotice; childName: string; link: string }> = {
  en: ({ notice, childName, link }) =>
    notice === 'shipped'
      ? {
          subject: `${childName}’s food sensitivity kit is on its way`,
          text: lines(
            `We mailed ${childName}’s Food Sensitivity hair test kit. When it arrives, follow the instructions inside and send the hair sample back.`,
            '',
            `Then tell us in the app that you sent it: ${link}`,
          ),
        }
      : notice === 'received'
        ? {
            subject: `The lab received ${childName}’s sample`,
            text: lines(
              `The lab received ${childName}’s hair sample. Results take about 10 business days; we will tell you when they are ready.`,
              '',
              `Follow the order in the app: ${link}`,
            ),
          }
        : {
            subject: `${childName}’s food sensitivity results are ready`,
            text: lines(
              `${childName}’s Food Sensitivity results are ready: the food panel and the three free bonus tests.`,
              '',
              `See them in the app: ${link}`,
            ),
          },
  es: ({ notice, childName, link }) =>
    notice === 'shipped'
      ? {
          subject: `El kit de sensibilidad alimentaria de ${childName} está en camino`,
          text: lines(
            `Enviamos por correo el kit de la prueba de cabello de sensibilidad alimentaria de ${childName}. Cuando llegue, sigue las instrucciones que trae y devuelve la muestra de cabello.`,
            '',
            `Después, avísanos en la app de que la enviaste: ${link}`,
          ),
        }
      : notice === 'received'
        ? {
            subject: `El laboratorio recibió la muestra de ${childName}`,
            text: lines(
              `El laboratorio recibió la muestra de cabello de ${childName}. Los resultados tardan unos 10 días hábiles; te avisaremos cuando estén listos.`,
              '',
              `Sigue el pedido en la app: ${link}`,
            ),
          }
        : {
            subject: `Los resultados de sensibilidad alimentaria de ${childName} están listos`,
            text: lines(
              `Los resultados de sensibilidad alimentaria de ${childName} están listos: el panel de alimentos y las tres pruebas adicionales gratuitas.`,
              '',
              `Consúltalos en la app: ${link}`,
            ),
          },
};

/** A reminder (a session due, a medication dose) by mail: its words, and the link into the app. */
export const reminderMail: Texts<{ title: string; body: string; link: string }> = {
  en: ({ title, body, link }) => ({ subject: title, text: lines(body, '', `Open it in Attune: ${link}`) }),
  es: ({ title, body, link }) => ({ subject: title, text: lines(body, '', `Ábrelo en Attune: ${link}`) }),
};

/** A reminder by text message: short, with the link into the app. */
export const reminderText: Record<
  MailLanguage,
  (args: { title: string; body: string; link: string }) => string
> = {
  en: ({ title, body, link }) => `Attune: ${title}. ${body} ${link}`,
  es: ({ title, body, link }) => `Attune: ${title}. ${body} ${link}`,
};
