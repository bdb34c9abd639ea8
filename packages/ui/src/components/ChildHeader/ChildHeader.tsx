import type { ChildAppearance, Gender } from '@attune/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../AvatarEditor';

/** What decides the child header's controls. */
export interface ChildHeaderFacts {
  /** The current path, e.g. `/app/child/5/settings/edit-profile`. */
  readonly path: string;
  readonly clinical: boolean;
  /** Whether any of the child's appointments has a session end time. */
  readonly hasFinishedAppointment: boolean;
  /** Reduced-nurse mode inside the native wrapper. */
  readonly rnMode: boolean;
}

/**
 * Which controls the child header shows. The edit-settings link hides on settings, onboarding and
 * add-ons routes and, for a clinical account whose child has no finished appointment, on clinical
 * routes. The extra control shows when not in RN mode and not for a clinical account whose child has
 * no finished appointment.
 */
export function childHeaderControls(facts: ChildHeaderFacts): { editSettings: boolean; extra: boolean } {
  const on = (segment: string) => new RegExp(`/${segment}(/|$|\\?)`).test(facts.path);
  const clinicalWaiting = facts.clinical && !facts.hasFinishedAppointment;
  const editSettings = !(
    on('settings') ||
    on('onboarding') ||
    on('add-ons') ||
    (clinicalWaiting && on('clinical'))
  );
  return { editSettings, extra: !facts.rnMode && !clinicalWaiting };
}

/** Props of {@link ChildHeader}. */
export interface ChildHeaderProps extends ChildHeaderFacts {
  readonly child: { readonly name: string; readonly gender: Gender } & Partial<ChildAppearance>;
  /** The child view (child-view route). */
  readonly profileHref: string;
  /** The child's settings (child-settings route, page edit-profile); null hides the edit link (no right to change). */
  readonly settingsHref: string | null;
  readonly onNavigate?: (href: string) => void;
  /** The extra control (e.g. the child's tools), shown per {@link childHeaderControls}. */
  readonly extra?: ReactNode;
}

/** The child header: avatar and name linking to the child view, an edit-settings link and an extra control. */
export function ChildHeader({
  child,
  profileHref,
  settingsHref,
  onNavigate,
  extra,
  ...facts
}: ChildHeaderProps) {
  const { t } = useTranslation();
  const controls = childHeaderControls(facts);
  const follow = (href: string) => (event: MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <header className="at-header at-header--child">
      <a href={profileHref} className="at-child-header__profile" onClick={follow(profileHref)}>
        <Avatar appearance={child} gender={child.gender} size={44} />
        <span className="at-child-header__name">{child.name}</span>
      </a>
      <div className="at-header__end">
        {controls.extra ? extra : null}
        {controls.editSettings && settingsHref !== null ? (
          <a
            href={settingsHref}
            className="at-icon-button at-child-header__settings"
            onClick={follow(settingsHref)}
          >
            <span className="at-visually-hidden">{t('header.editSettings', { name: child.name })}</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        ) : null}
      </div>
    </header>
  );
}
