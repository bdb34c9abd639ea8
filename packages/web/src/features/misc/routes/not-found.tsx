import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';

export function PageNotFound() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />} className="web-center">
        <h1>{t('pages.notFound.title')}</h1>
        <p>{t('pages.notFound.body')}</p>
        <ButtonLink
          variant="primary"
          render={<Link to={account ? paths.app.home.getHref() : paths.landing.getHref()} />}
        >
          {t('pages.notFound.home')}
        </ButtonLink>
      </Card>
    </div>
  );
}

export const Component = PageNotFound;
