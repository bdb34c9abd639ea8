import { useTranslation } from 'react-i18next';
import { Toast } from '../Toast';

/** Props of {@link UpdateToast}. */
export interface UpdateToastProps {
  /** Whether a new version of the app is being installed (the app reloads about 1 s later). */
  readonly open: boolean;
}

/** The slide-down toast 'Installing New Update!' shown while a new version installs. */
export function UpdateToast({ open }: UpdateToastProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return <Toast placement="slide-down" title={t('update.installing')} message={t('update.body')} />;
}
