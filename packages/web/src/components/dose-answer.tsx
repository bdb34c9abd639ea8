/**
 * A medication dose's Taken / Skipped (`PUT prescriptions/{id}/doses`), on the prescription's page and on
 * the dose's reminder in the notifications list. Each route that shows the buttons hands forms with
 * `intent: 'answer-dose'` to {@link answerDoseAction}.
 */
import { DOSE_ORDER, type DoseAnswer, type MedicationTime } from '@attune/core/rules';
import { Button } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { call } from '../lib/api-client';

/** What answering a dose came to. */
export interface AnswerDoseResult {
  readonly intent: 'answer-dose';
  readonly ok: boolean;
}

/** Whether a form value is a dose's answer. */
export const isAnswer = (value: unknown): value is DoseAnswer => value === 'taken' || value === 'skipped';
/** Whether a form value is a medication time. */
export const isDose = (value: unknown): value is MedicationTime =>
  typeof value === 'string' && (DOSE_ORDER as readonly string[]).includes(value);

/** Records a dose's answer (`intent: 'answer-dose'`: child_id, prescription_id, day, dose, answer). */
export async function answerDoseAction(form: FormData): Promise<AnswerDoseResult> {
  const answer = form.get('answer');
  const dose = form.get('dose');
  if (!isAnswer(answer) || !isDose(dose)) return { intent: 'answer-dose', ok: false };
  try {
    await call((api) =>
      api.answerDose({
        params: { id: Number(form.get('prescription_id')) },
        body: { child_id: Number(form.get('child_id')), day: String(form.get('day')), dose, answer },
      }),
    );
    return { intent: 'answer-dose', ok: true };
  } catch {
    return { intent: 'answer-dose', ok: false };
  }
}

/** The Taken / Skipped buttons of one dose (one form each), or its answer once given. */
export function DoseAnswerButtons({
  childId,
  prescriptionId,
  day,
  dose,
  answer,
  name,
}: {
  readonly childId: number;
  readonly prescriptionId: number;
  readonly day: string;
  readonly dose: MedicationTime;
  readonly answer: DoseAnswer | null;
  readonly name: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AnswerDoseResult>();
  const pending = fetcher.formData?.get('answer');
  const shown = isAnswer(pending) ? pending : answer;
  if (shown) return <strong>{t(`adherence.${shown}`)}</strong>;
  return (
    <span className="web-inline">
      {(['taken', 'skipped'] as const).map((value) => (
        <fetcher.Form method="post" key={value} className="web-inline">
          <input type="hidden" name="intent" value="answer-dose" />
          <input type="hidden" name="child_id" value={childId} />
          <input type="hidden" name="prescription_id" value={prescriptionId} />
          <input type="hidden" name="day" value={day} />
          <input type="hidden" name="dose" value={dose} />
          <input type="hidden" name="answer" value={value} />
          <Button
            type="submit"
            variant={value === 'taken' ? 'primary' : 'secondary'}
            size="sm"
            aria-label={t('adherence.markLabel', {
              answer: t(`adherence.${value}`),
              dose: t(`adherence.dose.${dose}`),
              name,
            })}
          >
            {t(`adherence.${value}`)}
          </Button>
        </fetcher.Form>
      ))}
      {fetcher.data?.ok === false ? (
        <span role="alert" className="web-form-error">
          {t('adherence.failed')}
        </span>
      ) : null}
    </span>
  );
}
