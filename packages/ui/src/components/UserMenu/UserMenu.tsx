import { useTranslation } from 'react-i18next';
import { Menu, type MenuEntry } from '../Menu';

/** Where a user-menu entry goes; the app maps it to a path. */
export type UserMenuDestination =
  | { readonly kind: 'get-started' }
  | { readonly kind: 'add-child' }
  | { readonly kind: 'help-home' }
  | { readonly kind: 'child-add-ons-home'; readonly childId: number }
  | { readonly kind: 'settings' }
  | { readonly kind: 'team-letter' };

/** What the user menu needs to know about the account. */
export interface UserMenuFacts {
  /** Whether the account is a clinical account. */
  readonly clinical: boolean;
  /** The family's children, with whether each has paths. */
  readonly familyChildren: readonly { readonly id: number; readonly hasPaths: boolean }[];
}

/** One user-menu entry, as data. */
export type UserMenuItem =
  | { readonly id: 'share' }
  | { readonly id: 'add-child'; readonly destination: UserMenuDestination }
  | { readonly id: 'help'; readonly destination: UserMenuDestination }
  | { readonly id: 'add-ons'; readonly destination: UserMenuDestination }
  | { readonly id: 'settings'; readonly destination: UserMenuDestination }
  | { readonly id: 'logout' }
  | { readonly id: 'team-letter'; readonly destination: UserMenuDestination };

/**
 * The user menu's entries, in order: Share the App; Add Child (only when the family already has
 * children; to get-started for clinical accounts, otherwise add-child); Help Center; Add-ons (only when
 * some child has paths, to the first such child); Settings; Log Out; the team letter (non-clinical
 * accounts only). The version line follows them.
 */
export function userMenuItems(facts: UserMenuFacts): UserMenuItem[] {
  const items: UserMenuItem[] = [{ id: 'share' }];
  if (facts.familyChildren.length > 0) {
    items.push({
      id: 'add-child',
      destination: facts.clinical ? { kind: 'get-started' } : { kind: 'add-child' },
    });
  }
  items.push({ id: 'help', destination: { kind: 'help-home' } });
  const withPaths = facts.familyChildren.find((child) => child.hasPaths);
  if (withPaths)
    items.push({ id: 'add-ons', destination: { kind: 'child-add-ons-home', childId: withPaths.id } });
  items.push({ id: 'settings', destination: { kind: 'settings' } }, { id: 'logout' });
  if (!facts.clinical) items.push({ id: 'team-letter', destination: { kind: 'team-letter' } });
  return items;
}

const LABELS: Record<UserMenuItem['id'], string> = {
  share: 'menu.shareApp',
  'add-child': 'menu.addChild',
  help: 'menu.helpCenter',
  'add-ons': 'menu.addOns',
  settings: 'menu.settings',
  logout: 'menu.logOut',
  'team-letter': 'menu.teamLetter',
};

/** Props of {@link UserMenu}. */
export interface UserMenuProps extends UserMenuFacts {
  /** The app's version, shown as the last line. */
  readonly version: string;
  readonly onShare: () => void;
  readonly onLogout: () => void;
  readonly onNavigate: (destination: UserMenuDestination) => void;
  /** The account's initial or avatar shown on the button. */
  readonly initial?: string;
}

/** The logged-in family's menu in the dashboard header (entries from {@link userMenuItems}). */
export function UserMenu({ version, onShare, onLogout, onNavigate, initial, ...facts }: UserMenuProps) {
  const { t } = useTranslation();
  const entries: MenuEntry[] = userMenuItems(facts).map((item) => ({
    kind: 'action',
    id: item.id,
    label: t(LABELS[item.id]),
    onSelect: () => {
      if (item.id === 'share') onShare();
      else if (item.id === 'logout') onLogout();
      else onNavigate(item.destination);
    },
  }));
  entries.push({ kind: 'text', id: 'version', label: t('menu.version', { version }) });
  return (
    <Menu
      label={t('menu.open')}
      className="at-user-menu"
      trigger={
        initial ? (
          <span className="at-user-menu__initial" aria-hidden="true">
            {initial}
          </span>
        ) : (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )
      }
      entries={entries}
    />
  );
}
