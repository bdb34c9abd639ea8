import { useTranslation } from 'react-i18next';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The id of the main area (without `#`); `main` by default. */
  readonly targetId?: string;
}

/** 'Skip to content': the first focusable element of a page, visible only when focused. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <a className="at-skip-link" href={`#${targetId}`}>
      {t('skipLink.label')}
    </a>
  );
}
