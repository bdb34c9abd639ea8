/** Every piece recommended for one improvement area (`/app/content/recommendations/{area_key}`). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContentData } from '../api/content-data';
import { ContentPageHeader } from '../components/content-page-header';
import { PieceList } from '../components/piece-card';

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { library } = useContentData();
  if (!library) return null;
  const key = params.area_key ?? '';
  const recommendation = library.recommendations.find((entry) => entry.key === key);
  const area = t(`child.scores.kinds.${key}`, { defaultValue: key });
  return (
    <>
      <ContentPageHeader title={t('content.recommendationsTitle', { area })} />
      <PieceList pieces={recommendation?.pieces ?? []} empty={t('content.noPieces')} />
    </>
  );
}
