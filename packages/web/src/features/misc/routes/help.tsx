import { HelpCards } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { call } from '../../../lib/api-client';

/** The how-to-help cards (`GET help_cards`), cached by the client as reference data. */
export function loader({ request }: LoaderFunctionArgs) {
  return call((api) => api.listHelpCards(), request.signal);
}

/** The help center: the how-to-help cards (list or grid, each opening into a dialog) and how to reach us. */
export function Component() {
  const { t } = useTranslation();
  const cards = useLoaderData<typeof loader>();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('help.title')}</h1>
      <HelpCards cards={cards} />
      <section className="web-card">
        <h2>{t('help.contactTitle')}</h2>
        <p>{t('help.contactBody')}</p>
      </section>
    </div>
  );
}
