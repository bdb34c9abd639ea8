import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Props of {@link PushPrompt}. */
export interface PushPromptProps {
  readonly open: boolean;
  /** Continue: the app asks for notification permission and stores 'hasSeenPushPrompt'. */
  readonly onContinue: () => void;
  /** Dismissed without continuing (Escape or close); the app stores 'hasSeenPushPrompt' too. */
  readonly onDismiss: () => void;
}

/** The push-notification prompt: 'You're ready to start making progress!' and Continue. */
export function PushPrompt({ open, onContinue, onDismiss }: PushPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={t('push.title')}
      description={t('push.body')}
      actions={
        <Button block onClick={onContinue}>
          {t('push.continue')}
        </Button>
      }
    >
      <div className="at-push-prompt__art" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" fill="var(--at-color-primary-soft)" />
          <path
            d="M32 16c-6 0-10 4.5-10 10v8l-4 6h28l-4-6v-8c0-5.5-4-10-10-10zm-4 28a4 4 0 008 0"
            fill="none"
            stroke="var(--at-color-primary)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </Dialog>
  );
}
