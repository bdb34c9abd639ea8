/**
 * Social + Emotional: the monthly DESSA check-in (answered on the questionnaire screen) and the latest
 * one read by the server (core's `readSocialEmotional`) as the overall total and 8 development areas.
 * With norms (`scoring: 'norms'`) each is a percentile compared with peers and a band; without
 * (`scoring: 'raw'`) each is its raw score out of the maximum and its share, one line says why, and
 * nothing compares the child with peers.
 */
import type { SocialEmotionalCheckin } from '@attune/core/rules';
import { ButtonLink, Card, formatDate } from '@attune/ui';
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
      <Card render={<section aria-labelledby="se-checkin" />}>
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
        <ButtonLink
          variant="primary"
          render={
            <Link to={paths.app.child.questionnaire.getHref(childId, 'dessa', { next: here, from: here })} />
          }
        >
          {t('tools.socialEmotional.start')}
        </ButtonLink>
      </Card>
      {checkin ? (
        <Card render={<section aria-labelledby="se-areas" data-scoring={checkin.scoring} />}>
          <h2 id="se-areas" className="web-h3">
            {t('tools.socialEmotional.areasTitle')}
          </h2>
          {checkin.scoring === 'norms' ? (
            <>
              <p className="web-muted">
                {t('tools.socialEmotional.overall', {
                  percentile: checkin.overall.percentile,
                  band: t(`tools.socialEmotional.bands.${checkin.overall.band}`),
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
            </>
          ) : (
            <>
              <p data-testid="se-raw-why">{t(`tools.socialEmotional.rawWhy.${checkin.reason}`)}</p>
              <p className="web-muted">
                {t('tools.socialEmotional.overallRaw', {
                  raw: checkin.overall.raw,
                  max: checkin.overall.max,
                  share: checkin.overall.share,
                  date: formatDate(checkin.completed_at, i18n.language, 'long'),
                })}
              </p>
              <ul className="web-list" aria-label={t('tools.socialEmotional.areasTitle')}>
                {checkin.areas.map((area) => (
                  <li key={area.area} className="web-list__row">
                    <p>
                      <strong>{t(`tools.socialEmotional.areas.${area.area}`)}</strong>
                    </p>
                    <p>
                      {t('tools.socialEmotional.raw', { raw: area.raw, max: area.max, share: area.share })}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      ) : null}
    </>
  );
}
