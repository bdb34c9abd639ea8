import type { HelpCard } from '@attune/core/rules';
import { HelpCards } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { fetchHelpCards } from '../api/help-cards';

/** The help center: the how-to-help cards (list or grid, each opening into a dialog) and how to reach us. */
export function Component() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<readonly HelpCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchHelpCards()
      .then((loaded) => {
        if (live) setCards(loaded);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('help.title')}</h1>
      {failed ? (
        <p role="alert" className="web-form-error">
          {t('help.loadError')}
        </p>
      ) : cards === null ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <HelpCards cards={cards} />
      )}
      <section className="web-card">
        <h2>{t('help.contactTitle')}</h2>
        <p>{t('help.contactBody')}</p>
      </section>
    </div>
  );
}
