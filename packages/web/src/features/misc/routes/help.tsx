import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';

/** The help center: FAQs and how to reach us. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('help.title')}</h1>
      <section className="web-card">
        <h2>{t('help.faqsTitle')}</h2>
        <dl className="web-faq">
          {(['plans', 'sessions', 'privacy'] as const).map((id) => (
            <div key={id}>
              <dt>{t(`help.faqs.${id}.q`)}</dt>
              <dd>{t(`help.faqs.${id}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="web-card">
        <h2>{t('help.contactTitle')}</h2>
        <p>{t('help.contactBody')}</p>
      </section>
    </div>
  );
}
