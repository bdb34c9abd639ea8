/**
 * Social + Emotional: the monthly DESSA check-in (answered on the questionnaire screen) and the latest
 * one read by the server as 8 development areas, each a percentile against peers and a band (core's
 * `dessaBand`: strength from 84, typical from 18, need below).
 */
import type { SocialEmotionalCheckin } from '@attune/core/rules';
import { formatDate } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The Social + Emotional tool's body. */
export function SocialEmotionalTool({
  childId,
  checkin,
}: {
  readonly childId: number;
  readonly checkin: SocialEmotionalCheckin | null;
}) {
  const { t, i18n } = useTranslation();
  const here = paths.app.child.tool.getHref(childId, 'social-emotional');
  return (
    <>
      <section className="web-card" aria-labelledby="se-checkin">
        <h2 id="se-checkin" className="web-h3">
          {t('tools.socialEmotional.checkinTitle')}
        </h2>
        <p className="web-muted">
          {checkin
            ? t('tools.socialEmotional.nextDue', {
                date: formatDate(checkin.next_due, i18n.language, 'long'),
              })
            : t('tools.socialEmotional.firstCheckin')}
        </p>
        <Link
          className="at-button at-button--primary at-button--md"
          to={paths.app.child.questionnaire.getHref(childId, 'dessa', { next: here, from: here })}
        >
          {t('tools.socialEmotional.start')}
        </Link>
      </section>
      {checkin ? (
        <section className="web-card" aria-labelledby="se-areas">
          <h2 id="se-areas" className="web-h3">
            {t('tools.socialEmotional.areasTitle')}
          </h2>
          <p className="web-muted">
            {t('tools.socialEmotional.overall', {
              percentile: checkin.overall,
              band: t(`tools.socialEmotional.bands.${checkin.overall_band}`),
              date: formatDate(checkin.completed_at, i18n.language, 'long'),
            })}
          </p>
          <ul className="web-list" aria-label={t('tools.socialEmotional.areasTitle')}>
            {checkin.areas.map((area) => (
              <li key={area.area} className="web-list__row" data-band={area.band}>
                <p>
                  <strong>{t(`tools.socialEmotional.areas.${area.area}`)}</strong>
                </p>
                <p>
                  {t('tools.socialEmotional.percentile', { percentile: area.percentile })} ·{' '}
                  {t(`tools.socialEmotional.bands.${area.band}`)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
