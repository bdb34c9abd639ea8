import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

/** The sources of the questionnaires and scores, by citation key (the `view=` query opens one). */
export const CITATION_KEYS = ['vanderbilt', 'gad7', 'phq9', 'dessa', 'psc'] as const;
type CitationKey = (typeof CITATION_KEYS)[number];

/** The help center's citations: all of them, or the one `?view={key}` names. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const view = CITATION_KEYS.find((key) => key === search.get('view')) ?? null;
  const shown: readonly CitationKey[] = view ? [view] : CITATION_KEYS;
  return (
    <>
      <h1>{view ? t(`helpCenter.citation.${view}.title`) : t('helpCenter.citationsTitle')}</h1>
      {view ? null : <p>{t('helpCenter.citationsIntro')}</p>}
      <ul className="web-list web-stack" aria-label={t('helpCenter.citationsLabel')}>
        {shown.map((key) => (
          <Card key={key} render={<li id={`citation-${key}`} />}>
            {view ? null : <h2 className="web-h3">{t(`helpCenter.citation.${key}.title`)}</h2>}
            <p>
              <cite>{t(`helpCenter.citation.${key}.text`)}</cite>
            </p>
            {view ? null : (
              <Link to={paths.app.helpCitations.getHref(key)}>{t(`helpCenter.citation.${key}.title`)}</Link>
            )}
          </Card>
        ))}
      </ul>
      {view ? <Link to={paths.app.helpCitations.getHref()}>{t('helpCenter.showAllCitations')}</Link> : null}
    </>
  );
}
