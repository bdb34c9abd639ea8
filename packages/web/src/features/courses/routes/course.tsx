import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';

/** A child's course and its lectures (courses come with purchased add-ons such as Honestly ADHD). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card">
        <h1>{t('course.title')}</h1>
        <p>{t('course.comingSoon')}</p>
      </section>
    </div>
  );
}
