/**
 * The sleep tool: the weekly check-in a parent enters by hand (`POST children/{id}/sleep_checkins`),
 * read against the 20:00 bedtime target by core's `bedtimeAgainstTarget`, the sleeps listed, and the
 * Fitbit link (OAuth: `POST children/{id}/sleep_device` gives the provider's page; the callback page
 * completes it; `DELETE` unlinks). A Fitbit that refused its token asks to be linked again.
 */
import {
  addDays,
  bedtimeAgainstTarget,
  MAX_NIGHT_WAKINGS,
  SLEEP_BEDTIME_TARGET,
  type SleepResult,
} from '@attune/core/rules';
import { Button, Card, formatDate, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { today } from '../../../lib/family-day';
import { fieldErrorsOf, type SleepData } from '../api/tools';

/** The device's latest nights shown (newest first); the count above says how many there are in all. */
const DEVICE_NIGHTS_SHOWN = 7;

function SleepLine({ sleep }: { readonly sleep: SleepResult }) {
  const { t, i18n } = useTranslation();
  const against = sleep.bedtime ? bedtimeAgainstTarget(sleep.bedtime) : null;
  const minutes = sleep.minutes_asleep ?? 0;
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(minutes / 60);
  return (
    <li className="web-list__row" data-night={sleep.night ?? undefined}>
      <p>
        <strong>{sleep.night ? formatDate(sleep.night, i18n.language, 'long') : ''}</strong>
        {' · '}
        {/* A check-in counts the time in bed; a device measures the time asleep. */}
        {t(sleep.source === 'device' ? 'tools.sleep.lineAsleep' : 'tools.sleep.line', {
          bedtime: sleep.bedtime ?? '',
          wake: sleep.wake_time ?? '',
          hours,
        })}
        {/* A device measures no night wakings a parent would count: none shown for its nights. */}
        {sleep.night_wakings === null ? null : (
          <>
            {' · '}
            {t('tools.sleep.wakings', { count: sleep.night_wakings })}
          </>
        )}
      </p>
      {against ? (
        <p className={against.kind === 'late' ? 'web-muted' : undefined}>
          {against.kind === 'late'
            ? t('tools.sleep.late', { minutes: against.minutesLate })
            : t('tools.sleep.onTarget')}
        </p>
      ) : null}
    </li>
  );
}

/** The sleep tool's body. */
export function SleepTool({ childId, data }: { readonly childId: number; readonly data: SleepData }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [form, setForm] = useState({
    night: addDays(today(), -1),
    bedtime: SLEEP_BEDTIME_TARGET,
    wake_time: '07:00',
    night_wakings: '0',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [device, setDevice] = useState<'idle' | 'busy' | 'error'>('idle');
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    setErrors({});
    try {
      await call((api) =>
        api.createSleepCheckin({
          params: { id: childId },
          body: { ...form, night_wakings: Number(form.night_wakings) },
        }),
      );
      setStatus('saved');
      await revalidator.revalidate();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setStatus('error');
    }
  };
  const connect = async () => {
    setDevice('busy');
    try {
      const url = await call((api) =>
        api.startSleepDeviceLink({
          params: { id: childId },
          body: {
            service: 'fitbit',
            redirect_uri: `${window.location.origin}${paths.oauthCallback.getHref('fitbit')}`,
          },
        }),
      );
      window.location.assign(url);
    } catch {
      setDevice('error');
    }
  };
  const unlink = async () => {
    setDevice('busy');
    try {
      await call((api) => api.deleteSleepDevice({ params: { id: childId } }));
      setDevice('idle');
      await revalidator.revalidate();
    } catch {
      setDevice('error');
    }
  };
  const fieldError = (field: string) =>
    errors[field]
      ? t(`tools.sleep.errors.${field}`, { defaultValue: t('tools.sleep.errors.generic') })
      : undefined;

  return (
    <>
      <Card render={<section aria-labelledby="sleep-checkin" />}>
        <h2 id="sleep-checkin" className="web-h3">
          {t('tools.sleep.checkinTitle')}
        </h2>
        <p className="web-muted">{t('tools.sleep.checkinIntro', { target: SLEEP_BEDTIME_TARGET })}</p>
        <form onSubmit={submit} noValidate>
          <TextField
            className="web-form-field"
            label={t('tools.sleep.night')}
            type="date"
            required
            max={today()}
            value={form.night}
            onValueChange={set('night')}
            error={fieldError('night')}
          />
          <TextField
            className="web-form-field"
            label={t('tools.sleep.bedtime')}
            type="time"
            required
            value={form.bedtime}
            onValueChange={set('bedtime')}
            error={fieldError('bedtime')}
          />
          <TextField
            className="web-form-field"
            label={t('tools.sleep.wakeTime')}
            type="time"
            required
            value={form.wake_time}
            onValueChange={set('wake_time')}
            error={fieldError('wake_time')}
          />
          <TextField
            className="web-form-field"
            label={t('tools.sleep.nightWakings')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_NIGHT_WAKINGS}
            required
            value={form.night_wakings}
            onValueChange={set('night_wakings')}
            error={fieldError('night_wakings')}
          />
          {status === 'error' && Object.keys(errors).length === 0 ? (
            <p className="web-form-error" role="alert">
              {t('tools.error')}
            </p>
          ) : null}
          {status === 'saved' ? <p role="status">{t('tools.sleep.saved')}</p> : null}
          <Button
            variant="primary"
            size="lg"
            block
            type="submit"
            disabled={status === 'saving'}
            aria-busy={status === 'saving' || undefined}
          >
            {t('tools.sleep.save')}
          </Button>
        </form>
      </Card>
      <Card render={<section aria-labelledby="sleep-list" />}>
        <h2 id="sleep-list" className="web-h3">
          {t('tools.sleep.sleepsTitle')}
        </h2>
        {data.checkins.length === 0 ? (
          <p className="web-muted">{t('tools.sleep.noSleeps')}</p>
        ) : (
          <ul className="web-list" aria-label={t('tools.sleep.sleepsTitle')}>
            {data.checkins.map((sleep) => (
              <SleepLine key={sleep.id} sleep={sleep} />
            ))}
          </ul>
        )}
      </Card>
      <Card render={<section aria-labelledby="sleep-device" />}>
        <h2 id="sleep-device" className="web-h3">
          {t('tools.sleep.deviceTitle')}
        </h2>
        {data.device ? (
          <>
            <p role="status">
              {t('tools.sleep.deviceLinked', {
                date: formatDate(data.device.linked_at, i18n.language, 'long'),
              })}
            </p>
            <p className="web-muted">{t('tools.sleep.deviceSleeps', { count: data.deviceSleeps.length })}</p>
            {data.deviceSleeps.length > 0 ? (
              <ul className="web-list" aria-label={t('tools.sleep.deviceNights')}>
                {data.deviceSleeps.slice(0, DEVICE_NIGHTS_SHOWN).map((sleep) => (
                  <SleepLine key={sleep.id} sleep={sleep} />
                ))}
              </ul>
            ) : null}
            {data.device.status === 'relink_needed' ? (
              <>
                <p role="alert">{t('tools.sleep.deviceRelink')}</p>
                <Button variant="primary" onClick={() => void connect()} disabled={device === 'busy'}>
                  {t('tools.sleep.relink')}
                </Button>
              </>
            ) : null}
            <Button variant="secondary" onClick={() => void unlink()} disabled={device === 'busy'}>
              {t('tools.sleep.unlink')}
            </Button>
          </>
        ) : (
          <>
            <p className="web-muted">{t('tools.sleep.deviceNone')}</p>
            <Button variant="primary" onClick={() => void connect()} disabled={device === 'busy'}>
              {t('tools.sleep.connect')}
            </Button>
          </>
        )}
        {device === 'error' ? (
          <p className="web-form-error" role="alert">
            {t('tools.sleep.deviceError')}
          </p>
        ) : null}
      </Card>
    </>
  );
}
