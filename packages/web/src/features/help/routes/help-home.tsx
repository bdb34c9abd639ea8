import { HelpCards } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { loadQuery, referenceQuery } from '../../../lib/queries';
import { SafeMarkdown } from '../components/safe-markdown';

/** The how-to-help cards (`GET help_cards`), a reference list of the query cache. */
export function loader() {
  return loadQuery(referenceQuery('listHelpCards'));
}

/** The help center's home: the how-to-help cards, each opening into a dialog with its markdown rendered safely. */
export function Component() {
  const { t } = useTranslation();
  const cards = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('help.title')}</h1>
      <p className="web-muted">{t('helpCenter.intro')}</p>
      <HelpCards cards={cards} renderDescription={(markdown) => <SafeMarkdown>{markdown}</SafeMarkdown>} />
    </>
  );
}
