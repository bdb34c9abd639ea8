/**
 * The visit report's HTML: the same view model (core's `reportView`) the PDF renders, section by section,
 * for the family's page and the print stylesheet.
 */

import type { ReportView as Report } from '@attune/core/rules';
import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { ReportChart } from './report-chart';

/** Each item with a key made from its content (a repeat gets `#n`): lists here never reorder. */
function keyed<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [n === 0 ? base : `${base}#${n}`, item];
  });
}

/** Formats a `YYYY-MM-DD` day in the page's language (read as that calendar day, whatever the zone). */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The report's sections. */
export function ReportSections({ report }: { readonly report: Report }) {
  const { t } = useTranslation();
  const day = useDay();
  const respondent = (who: { name: string; relationship: string } | null) =>
    who
      ? t('scores.answeredBy', { name: who.name, relationship: who.relationship })
      : t('report.answeredByParent');
  return (
    <div className="web-report">
      <header className="web-report__header">
        <p className="web-report__child">
          {t('report.childLine', { name: report.child.name, age: report.child.age_years })}
        </p>
        <p>{t('report.period', { from: day(report.period.from), to: day(report.period.to) })}</p>
        {report.child.care_team.length > 0 ? (
          <p>{t('report.careTeam', { names: report.child.care_team.join(', ') })}</p>
        ) : null}
        <p className="web-report__informational">{t('report.informational')}</p>
      </header>
      {report.empty ? <Card render={<p role="status" />}>{t('report.empty')}</Card> : null}

      <section aria-labelledby="report-scores" className="web-report__section">
        <h2 id="report-scores">{t('report.scores')}</h2>
        {report.measures.length === 0 ? <p className="web-muted">{t('report.noScores')}</p> : null}
        {report.measures.map((measure) => {
          const latest = measure.latest;
          return (
            <Card
              key={measure.key}
              render={<article aria-labelledby={`measure-${measure.key}`} />}
              className="web-report__measure"
            >
              <h3 id={`measure-${measure.key}`}>{measure.title}</h3>
              <ReportChart measure={measure} />
              <ul className="web-report__facts">
                {latest ? (
                  <li>{t('report.latest', { score: latest.score, date: day(latest.day) })}</li>
                ) : null}
                {measure.goal !== null ? <li>{t('report.goal', { goal: measure.goal })}</li> : null}
                {measure.typical ? (
                  <li>{t('report.typical', { low: measure.typical.low, high: measure.typical.high })}</li>
                ) : null}
                {measure.outcome && latest ? (
                  <li>
                    {t(`scores.outcome.${measure.outcome}`, {
                      measure: measure.title,
                      current: latest.score,
                      target: measure.goal ?? latest.score,
                    })}
                  </li>
                ) : null}
              </ul>
              <table className="web-table web-report__table">
                <caption className="web-visually-hidden">
                  {t('report.chartLabel', { measure: measure.title })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('report.date')}</th>
                    <th scope="col">{t('report.score')}</th>
                    <th scope="col">{t('report.answeredBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {keyed(measure.points, (point) => point.day).map(([key, point]) => (
                    <tr key={key}>
                      <td>{day(point.day)}</td>
                      <td>{point.score}</td>
                      <td>{respondent(point.respondent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          );
        })}
      </section>

      <section aria-labelledby="report-medications" className="web-report__section">
        <h2 id="report-medications">{t('report.medications')}</h2>
        {report.medications.current.length === 0 ? (
          <p className="web-muted">{t('report.noMedications')}</p>
        ) : (
          <table className="web-table web-report__table">
            <caption>{t('report.current')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.medication')}</th>
                <th scope="col">{t('report.dose')}</th>
                <th scope="col">{t('report.since')}</th>
                <th scope="col">{t('report.taken')}</th>
                <th scope="col">{t('report.doses')}</th>
              </tr>
            </thead>
            <tbody>
              {keyed(report.medications.current, (p) => p.medication).map(([key, p]) => (
                <tr key={key}>
                  <td>{p.medication}</td>
                  <td>{p.dosage ?? ''}</td>
                  <td>{day(p.start_date)}</td>
                  <td>
                    {p.taken.map((time) => t(`report.times.${time}`, { defaultValue: time })).join(', ')}
                  </td>
                  <td>{p.adherence ? t('report.adherence', p.adherence) : t('report.adherenceNone')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('report.changes')}</h3>
        {report.medications.changes.length === 0 ? (
          <p className="web-muted">{t('report.noChanges')}</p>
        ) : (
          <ul>
            {keyed(report.medications.changes, (c) => c.day + c.medication).map(([key, change]) => (
              <li key={key}>
                {day(change.day)}: {t(`report.changeKinds.${change.kind}`)} {change.medication}
                {change.dosage ? ` (${change.dosage})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="report-plans" className="web-report__section">
        <h2 id="report-plans">{t('report.plans')}</h2>
        {report.plans.weeks.length === 0 ? (
          <p className="web-muted">{t('report.noPlans')}</p>
        ) : (
          <table className="web-table web-report__table">
            <thead>
              <tr>
                <th scope="col">{t('report.weekOf')}</th>
                <th scope="col">{t('report.completed')}</th>
                <th scope="col">{t('report.skipped')}</th>
                <th scope="col">{t('report.missed')}</th>
              </tr>
            </thead>
            <tbody>
              {report.plans.weeks.map((week) => (
                <tr key={week.week_start}>
                  <td>{day(week.week_start)}</td>
                  <td>{week.completed}</td>
                  <td>{week.skipped}</td>
                  <td>{week.missed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="report-check-ins" className="web-report__section">
        <h2 id="report-check-ins">{t('report.checkIns')}</h2>
        {report.check_ins.length === 0 ? <p className="web-muted">{t('report.noCheckIns')}</p> : null}
        {keyed(report.check_ins, (c) => c.questionnaire).map(([key, checkIn]) => (
          <article key={key} className="web-report__check-in">
            <h3>
              {t('report.answeredOn', { questionnaire: checkIn.questionnaire, date: day(checkIn.day) })}
            </h3>
            <p className="web-muted">{respondent(checkIn.respondent)}</p>
            <table className="web-table web-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('report.question')}</th>
                  <th scope="col">{t('report.answer')}</th>
                </tr>
              </thead>
              <tbody>
                {keyed(checkIn.answers, (a) => a.question).map(([key, answer]) => (
                  <tr key={key}>
                    <td>{answer.question}</td>
                    <td>{answer.answer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </section>

      {report.reflections !== null ? (
        <section aria-labelledby="report-notes" className="web-report__section">
          <h2 id="report-notes">{t('report.notes')}</h2>
          {report.reflections.length === 0 ? (
            <p className="web-muted">{t('report.noNotes')}</p>
          ) : (
            <ul>
              {keyed(report.reflections, (r) => r.day + r.text).map(([key, note]) => (
                <li key={key}>
                  {day(note.day)}: {note.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {report.sleep !== null ? (
        <section aria-labelledby="report-sleep" className="web-report__section">
          <h2 id="report-sleep">{t('report.sleep')}</h2>
          {report.sleep.length === 0 ? (
            <p className="web-muted">{t('report.noSleep')}</p>
          ) : (
            <table className="web-table web-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('report.night')}</th>
                  <th scope="col">{t('report.asleep')}</th>
                  <th scope="col">{t('report.wakings')}</th>
                </tr>
              </thead>
              <tbody>
                {keyed(report.sleep, (n) => n.night).map(([key, night]) => (
                  <tr key={key}>
                    <td>{day(night.night)}</td>
                    <td>{night.minutes_asleep ?? ''}</td>
                    <td>{night.night_wakings ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}

      {report.target_recognition !== null ? (
        <section aria-labelledby="report-target-recognition" className="web-report__section">
          <h2 id="report-target-recognition">{t('report.targetRecognition')}</h2>
          {report.target_recognition.length === 0 ? (
            <p className="web-muted">{t('report.noTargetRecognition')}</p>
          ) : (
            <table className="web-table web-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('report.date')}</th>
                  <th scope="col">{t('report.level')}</th>
                  <th scope="col">{t('report.score')}</th>
                </tr>
              </thead>
              <tbody>
                {keyed(report.target_recognition, (r) => r.day).map(([key, result]) => (
                  <tr key={key}>
                    <td>{day(result.day)}</td>
                    <td>{result.level}</td>
                    <td>{result.score ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </div>
  );
}
