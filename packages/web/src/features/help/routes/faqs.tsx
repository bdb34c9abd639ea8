import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';

/** The questions parents ask most, each opening on its answer. */
export const FAQ_KEYS = ['sessions', 'missed', 'pause', 'diagnosis', 'data'] as const;

/** The help center's FAQs. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('helpCenter.faqsTitle')}</h1>
      <div className="web-stack">
        {FAQ_KEYS.map((key) => (
          <Card key={key} render={<details />} className="web-faq">
            <summary>{t(`helpCenter.faq.${key}.q`)}</summary>
            <p>{t(`helpCenter.faq.${key}.a`)}</p>
          </Card>
        ))}
      </div>
    </>
  );
}
