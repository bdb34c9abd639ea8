import { DIALOG_FOCUS_MOVES, focusPartProps } from '@attune/core';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFocusMove, focusedElement } from '../../dom/focus';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (modal: the rest of the page is inert while it is). */
  readonly open: boolean;
  /** Called when the family asks to close it: Escape, or the close button. */
  readonly onClose: () => void;
  /** The dialog's heading; it also names the dialog for screen readers. */
  readonly title: ReactNode;
  /** A short explanation under the title, announced with it. */
  readonly description?: ReactNode;
  /** Buttons shown at the bottom (confirm first in reading order on mobile). */
  readonly actions?: ReactNode;
  /** Hides the corner close button (e.g. when sandboxed); Escape still closes. */
  readonly hideCloseButton?: boolean;
  /** Element to focus when the dialog opens; otherwise the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** `sm` for confirmations, `md` for forms, `lg` for content such as an expanded add-on. */
  readonly size?: 'sm' | 'md' | 'lg';
  /** `sheet` slides in from the side (the purchase screen); `center` is the default. */
  readonly placement?: 'center' | 'sheet';
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal`): the page behind is inert, so focus
 * stays inside; Escape closes; focus returns to what had it before opening; labelled by its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  actions,
  hideCloseButton = false,
  initialFocusRef,
  size = 'sm',
  placement = 'center',
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The core's dialog focus moves, in the order they need: note the opener before `showModal` moves the
  // focus, show, then in to the title (read first by screen readers; Tab then reaches the first control)
  // or the element the caller names; closing, or leaving the page while open, hands it back to the opener.
  // One effect rather than `useApplyFocus`: each move must follow showing or hiding the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = focusedElement(dialog);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    applyFocusMove(dialog, DIALOG_FOCUS_MOVES.open, { title: initialFocusRef?.current });
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      applyFocusMove(dialog, DIALOG_FOCUS_MOVES.close, { opener });
    };
  }, [open, initialFocusRef]);

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

  const classes = ['at-dialog', `at-dialog--${size}`, `at-dialog--${placement}`];
  if (className) classes.push(className);
  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        // jsdom and old browsers do not fire `cancel`; keep Escape working everywhere.
        if (event.key === 'Escape') {
          // Only the innermost dialog closes (a share prompt inside an expanded add-on card).
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
    >
      {open ? (
        <div className="at-dialog__frame">
          <header className="at-dialog__header">
            <h2 id={titleId} className="at-dialog__title" tabIndex={-1} {...focusPartProps('title')}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                className="at-icon-button at-dialog__close"
                aria-label={t('common.close')}
                onClick={() => onCloseRef.current()}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </header>
          {description ? (
            <div id={descriptionId} className="at-dialog__description">
              {description}
            </div>
          ) : null}
          {children ? <div className="at-dialog__body">{children}</div> : null}
          {actions ? <div className="at-dialog__actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
