import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly hideClose?: boolean;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** A modal on the native `<dialog>`: the page behind is inert, Escape closes, labelled by its title. */
export function Modal({ open, onClose, title, children, actions, hideClose = false, size = 'sm' }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);
  return (
    <dialog ref={ref} className={`web-modal web-modal--${size}`} aria-labelledby={titleId}>
      {open ? (
        <div className="web-modal__frame">
          <div className="web-modal__header">
            <h2 id={titleId}>{title}</h2>
            {hideClose ? null : (
              <button type="button" className="web-modal__close" onClick={onClose} aria-label={t('common.close')}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="web-modal__body">{children}</div>
          {actions ? <div className="web-modal__actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
