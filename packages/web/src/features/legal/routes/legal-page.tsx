import { AGREEMENT_DOCUMENTS, AGREEMENTS_VERSION, agreementDocument } from '@attune/core/rules';
import { Card, formatDate } from '@attune/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';

const HREFS = {
  'terms-of-use': paths.legal.terms,
  'privacy-policy': paths.legal.privacy,
  'data-protection': paths.legal.dataProtection,
} as const;

interface Section {
  readonly title: string;
  readonly body: string;
}

/**
 * A legal page (`/user-agreements/{document}.html`): terms of use, privacy policy or data protection, in the
 * reader's language, with the version in force. Public: the cookie prompt's Learn More opens it logged out.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const account = useAccount();
  const document = agreementDocument(params.document ?? '');
  const title = document ? t(`legal.titles.${document}`) : '';
  useEffect(() => {
    if (title) window.document.title = `${title} | Attune`;
  }, [title]);
  if (!document) return <NotALegalPage />;
  const sections = Object.values(
    t(`legal.${document}`, { returnObjects: true }) as unknown as Record<string, Section>,
  );
  return (
    <div className="web-page web-page--narrow">
      <Card render={<article />} className="web-prose">
        <h1>{title}</h1>
        <p className="web-muted">
          {t('legal.updated', { date: formatDate(AGREEMENTS_VERSION, i18n.language) })}
        </p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="web-h3">{section.title}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </Card>
      <Card render={<nav aria-label={t('legal.otherPages')} />}>
        <ul className="web-list">
          {AGREEMENT_DOCUMENTS.filter((doc) => doc !== document).map((doc) => (
            <li key={doc}>
              <Link to={HREFS[doc]}>{t(`legal.titles.${doc}`)}</Link>
            </li>
          ))}
        </ul>
        <Link to={account ? paths.app.home.getHref() : paths.landing.getHref()}>{t('legal.back')}</Link>
      </Card>
    </div>
  );
}

function NotALegalPage() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('pages.notFound.title')}</h1>
        <p>{t('pages.notFound.body')}</p>
        <Link to={paths.legal.terms}>{t('legal.titles.terms-of-use')}</Link>
      </Card>
    </div>
  );
}
