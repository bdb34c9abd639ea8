import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  /** The question, e.g. the back-button warning. */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The confirming button's text; 'Continue' by default. */
  readonly confirmLabel?: string;
  /** The cancelling button's text; 'Cancel' by default. */
  readonly cancelLabel?: string;
  /** `danger` for destructive confirmations. */
  readonly tone?: 'primary' | 'danger';
  readonly onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  readonly onCancel: () => void;
}

/** A yes/no question in a small dialog: Cancel and a confirming button. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel ?? t('common.continue')}
          </Button>
        </>
      }
    />
  );
}

/** Props of {@link BackWarning}. */
export interface BackWarningProps {
  readonly open: boolean;
  /** Go Back anyway, losing unsaved changes. */
  readonly onConfirm: () => void;
  /** Stay on the page. */
  readonly onCancel: () => void;
}

/**
 * The back-button warning of routes that ask for it: 'Are you sure you want to go back? You may lose any
 * unsaved changes.' with Cancel and Go Back.
 */
export function BackWarning({ open, onConfirm, onCancel }: BackWarningProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('common.backWarning')}
      confirmLabel={t('common.goBack')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
