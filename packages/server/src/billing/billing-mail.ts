/**
 * The mail of money events, in English and Spanish by the account's language: a receipt for every charge
 * and refund (amount, product, period, last four digits), a failed renewal, the last day of grace, and a
 * trial that ends without a card. Amounts and days are written the account's way (`Intl`).
 */
import { formatPrice } from '@attune/core/rules';
import type { MailLanguage, MailMessage } from '../mail/messages';

type Texts<A> = Record<MailLanguage, (args: A) => MailMessage>;

const lines = (...parts: string[]) => parts.join('\n');
const locale = (language: MailLanguage) => (language === 'es' ? 'es-US' : 'en-US');

/** A calendar day written out ('December 7, 2026', '7 de diciembre de 2026'). */
export function mailDay(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An amount in cents written out ('$14.99'). */
export const mailAmount = (cents: number, language: MailLanguage) => formatPrice(cents, locale(language));

/** What a receipt says. */
export interface ReceiptFacts {
  readonly title: string;
  readonly amountCents: number;
  /** The period paid for; null for a one-time purchase. */
  readonly period: { readonly start: string; readonly end: string } | null;
  readonly last4: string | null;
  readonly link: string;
}

/** A charge's receipt. */
export const receiptMail: Texts<ReceiptFacts> = {
  en: ({ title, amountCents, period, last4, link }) => ({
    subject: `Your Attune receipt: ${title}`,
    text: lines(
      `Thank you. We charged ${mailAmount(amountCents, 'en')} for ${title}${last4 ? ` to your card ending in ${last4}` : ''}.`,
      period
        ? `It pays for ${mailDay(period.start, 'en')} to ${mailDay(period.end, 'en')}.`
        : 'It is a one-time purchase.',
      '',
      `Your subscriptions and receipts: ${link}`,
    ),
  }),
  es: ({ title, amountCents, period, last4, link }) => ({
    subject: `Tu recibo de Attune: ${title}`,
    text: lines(
      `Gracias. Cobramos ${mailAmount(amountCents, 'es')} por ${title}${last4 ? ` a tu tarjeta terminada en ${last4}` : ''}.`,
      period
        ? `Cubre del ${mailDay(period.start, 'es')} al ${mailDay(period.end, 'es')}.`
        : 'Es una compra única.',
      '',
      `Tus suscripciones y recibos: ${link}`,
    ),
  }),
};

/** A refund's receipt: access to the purchase ended that day. */
export const refundMail: Texts<{
  title: string;
  amountCents: number;
  last4: string | null;
  day: string;
  link: string;
}> = {
  en: ({ title, amountCents, last4, day, link }) => ({
    subject: `Your Attune refund: ${title}`,
    text: lines(
      // An amount we did not take (a trial; the App Store's own refund) is not named.
      amountCents > 0
        ? `We refunded ${mailAmount(amountCents, 'en')} for ${title}${last4 ? ` to your card ending in ${last4}` : ''}.`
        : `${title} was refunded.`,
      `Access to ${title} ended on ${mailDay(day, 'en')}.`,
      '',
      `Your subscriptions and receipts: ${link}`,
    ),
  }),
  es: ({ title, amountCents, last4, day, link }) => ({
    subject: `Tu reembolso de Attune: ${title}`,
    text: lines(
      amountCents > 0
        ? `Reembolsamos ${mailAmount(amountCents, 'es')} por ${title}${last4 ? ` a tu tarjeta terminada en ${last4}` : ''}.`
        : `Se reembolsó ${title}.`,
      `El acceso a ${title} terminó el ${mailDay(day, 'es')}.`,
      '',
      `Tus suscripciones y recibos: ${link}`,
    ),
  }),
};

/** A renewal was declined: access goes on, past due, until the end of grace. */
export const renewalFailedMail: Texts<{
  title: string;
  last4: string | null;
  lastDay: string;
  link: string;
}> = {
  en: ({ title, last4, lastDay, link }) => ({
    subject: `Your payment for ${title} didn't go through`,
    text: lines(
      `We couldn't charge your card${last4 ? ` ending in ${last4}` : ''} to renew ${title}.`,
      `Your family keeps access until ${mailDay(lastDay, 'en')}. To keep it after that, update your card in Settings > Subscriptions:`,
      link,
      '',
      'Nothing you have entered in Attune is removed.',
    ),
  }),
  es: ({ title, last4, lastDay, link }) => ({
    subject: `No se pudo cobrar ${title}`,
    text: lines(
      `No pudimos cobrar a tu tarjeta${last4 ? ` terminada en ${last4}` : ''} para renovar ${title}.`,
      `Tu familia mantiene el acceso hasta el ${mailDay(lastDay, 'es')}. Para conservarlo después, actualiza tu tarjeta en Ajustes > Suscripciones:`,
      link,
      '',
      'No se borra nada de lo que has guardado en Attune.',
    ),
  }),
};

/** The last day of grace after a declined renewal. */
export const graceLastDayMail: Texts<{ title: string; lastDay: string; link: string }> = {
  en: ({ title, lastDay, link }) => ({
    subject: `Last day of ${title}: update your card`,
    text: lines(
      `Today, ${mailDay(lastDay, 'en')}, is the last day of ${title}: its renewal is still unpaid.`,
      'Update your card in Settings > Subscriptions and we will charge it at once, so nothing stops:',
      link,
      '',
      'Nothing you have entered in Attune is removed.',
    ),
  }),
  es: ({ title, lastDay, link }) => ({
    subject: `Último día de ${title}: actualiza tu tarjeta`,
    text: lines(
      `Hoy, ${mailDay(lastDay, 'es')}, es el último día de ${title}: su renovación sigue sin pagarse.`,
      'Actualiza tu tarjeta en Ajustes > Suscripciones y la cobraremos al momento, para que nada se detenga:',
      link,
      '',
      'No se borra nada de lo que has guardado en Attune.',
    ),
  }),
};

/** A trial that will not convert (no card on file, or cancelled) ends tomorrow; nothing is charged. */
export const trialEndingMail: Texts<{ title: string; endsOn: string; link: string }> = {
  en: ({ title, endsOn, link }) => ({
    subject: `Your free trial of ${title} ends tomorrow`,
    text: lines(
      `Your free trial of ${title} ends on ${mailDay(endsOn, 'en')}. Nothing will be charged: no card is set to renew it.`,
      'To keep using it, choose a subscription in Attune:',
      link,
    ),
  }),
  es: ({ title, endsOn, link }) => ({
    subject: `Tu prueba gratis de ${title} termina mañana`,
    text: lines(
      `Tu prueba gratis de ${title} termina el ${mailDay(endsOn, 'es')}. No se cobrará nada: ninguna tarjeta la renueva.`,
      'Para seguir usándolo, elige una suscripción en Attune:',
      link,
    ),
  }),
};
