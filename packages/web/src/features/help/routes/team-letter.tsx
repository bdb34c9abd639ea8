import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';

/** A letter from the team (user menu, non-clinical accounts). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<article />} className="web-prose">
        <h1>{t('teamLetter.title')}</h1>
        <p>{t('teamLetter.body1')}</p>
        <p>{t('teamLetter.body2')}</p>
        <p>{t('teamLetter.body3')}</p>
        <p className="web-signature">{t('teamLetter.signature')}</p>
      </Card>
    </div>
  );
}
