import { formatPrice } from '@attune/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './i18n';

/** How much of a date to show: `long` "November 23, 2026", `medium` "Nov 23, 2026", `short` "11/23/26". */
export type DateStyle = 'long' | 'medium' | 'short';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** One `Intl.DateTimeFormat` per locale, style and zone: making one costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a date in a language: the one date formatter of the app and the UI kit. A calendar day
 * (`YYYY-MM-DD`, the core's dates) is shown as that very day wherever the device is; a date-time is shown
 * in the device's time zone. Nothing (null, '') or an unreadable date gives ''.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: string,
  style: DateStyle = 'medium',
): string {
  if (value === null || value === undefined || value === '') return '';
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dayOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale(language);
  const key = `${locale}|${style}|${dayOnly ? 'UTC' : ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, ...(dayOnly ? { timeZone: 'UTC' } : {}) });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** Formats a time of day (hours and minutes) of a date-time in a language, in the device's time zone. */
export function formatTime(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short' }).format(date);
}

/** Returns a function formatting dates in the current language (see {@link formatDate}). */
export function useFormatDate(): (value: string | Date, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value, style) => formatDate(value, language, style), [language]);
}

/** Returns a function formatting times of day in the current language (see {@link formatTime}). */
export function useFormatTime(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value) => formatTime(value, language), [language]);
}

/**
 * Returns a function formatting prices given in cents in the current language, with core's `formatPrice`:
 * 1495 is "$14.95" in English, "14,95 US$" in Spanish.
 */
export function useFormatPrice(): (cents: number, currency?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((cents, currency) => formatPrice(cents, intlLocale(language), currency), [language]);
}
