import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { joinWaitlist } from '../api/add-ons';

export const WAITLIST_ERROR_MS = 3500;
type State = 'notInList' | 'loading' | 'joined' | 'error';

/** The waitlist panel: Join Waiting List, then the confirmation; an error shows 3.5 s, then resets. */
export function WaitlistPanel({
  open,
  onClose,
  name,
  productId,
  joined,
  onJoined,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly name: string;
  readonly productId: number | null;
  readonly joined: boolean;
  readonly onJoined: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(joined ? 'joined' : 'notInList');
  useEffect(() => {
    if (joined) setState('joined');
  }, [joined]);
  useEffect(() => {
    if (state !== 'error') return;
    const id = window.setTimeout(() => setState('notInList'), WAITLIST_ERROR_MS);
    return () => window.clearTimeout(id);
  }, [state]);
  return (
    <Modal open={open} onClose={onClose} title={t('waitlist.title')}>
      {state === 'joined' ? (
        <p role="status">{t('waitlist.joined', { name })}</p>
      ) : (
        <>
          <p>{t('waitlist.body', { name })}</p>
          {state === 'error' ? (
            <p role="alert" className="web-form-error">
              {t('errors.waitlist')}
            </p>
          ) : null}
          <button
            type="button"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={state === 'loading' || productId === null}
            aria-busy={state === 'loading' || undefined}
            onClick={async () => {
              if (productId === null) return;
              setState('loading');
              try {
                await joinWaitlist(productId);
                setState('joined');
                onJoined();
              } catch {
                setState('error');
              }
            }}
          >
            {state === 'loading' ? t('waitlist.joining') : t('waitlist.join')}
          </button>
        </>
      )}
    </Modal>
  );
}
