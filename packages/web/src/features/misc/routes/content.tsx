import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';

/** The content library (loaded only for the sunflower client): a placeholder for other clients. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card">
        <h1>{t('content.title')}</h1>
        <p>{t('content.unavailable')}</p>
      </section>
    </div>
  );
}
