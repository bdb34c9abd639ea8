import { NavTab, NavTabs } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';

const PAGES = [
  { key: 'home', href: paths.app.help.getHref() },
  { key: 'faqs', href: paths.app.helpFaqs.getHref() },
  { key: 'citations', href: paths.app.helpCitations.getHref() },
  { key: 'contact', href: paths.app.helpContact.getHref() },
] as const;

/** The help center: its pages (home, FAQs, citations, contact us) as tabs over the page shown. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <NavTabs label={t('helpCenter.nav')}>
        {PAGES.map((page) => (
          // NavLink marks the page shown itself (aria-current="page")
          <NavTab key={page.key} render={<NavLink to={page.href} end />}>
            {t(`helpCenter.${page.key}`)}
          </NavTab>
        ))}
      </NavTabs>
      <Outlet />
    </div>
  );
}
