import { DashboardHeader as KitDashboardHeader, LanguagePicker } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/**
 * The header of a logged-out visitor (the app's {@link DashboardHeader} without an account, as the prerendered
 * public pages show it): the logo home, unless on clinic sign-up, and the language picker.
 */
export function PublicHeader({
  logoIsLink = true,
  onNavigate,
  onLanguage,
}: {
  readonly logoIsLink?: boolean;
  readonly onNavigate?: (href: string) => void;
  readonly onLanguage: (language: 'en' | 'es') => void;
}) {
  const { i18n } = useTranslation();
  return (
    <KitDashboardHeader
      homeHref={logoIsLink ? paths.landing.getHref() : null}
      {...(onNavigate ? { onNavigate } : {})}
    >
      <LanguagePicker value={i18n.language === 'es' ? 'es' : 'en'} onChange={onLanguage} />
    </KitDashboardHeader>
  );
}
