import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../i18n/format';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Which step is missing: a signed consent form, a finished account, or a subscription. */
export type BlockerKind = 'consent' | 'createAccount' | 'subscription';

/** Props of {@link Blocker}. */
export interface BlockerProps {
  readonly kind: BlockerKind;
  readonly open: boolean;
  /**
   * Continue: consent goes to get-started; create-account and subscription go to create-account. The
   * app navigates.
   */
  readonly onContinue: () => void;
  /** Go Back: closes the blocker and stays where the family was. */
  readonly onGoBack: () => void;
  /**
   * The subscription blocker of a family whose subscription ended (`YYYY-MM-DD`, core's
   * `subscriptionEndedOn`): it says "Your Attune subscription ended on {date}" and Continue is "Restart".
   */
  readonly endedOn?: string | null;
}

/**
 * A blocker shown when an action needs a step the family has not done yet (consent form, create
 * account, subscription), each with Go Back and Continue. The app decides whether to show it: the
 * create-account blocker never shows once the account is finished, nor the subscription one once a
 * subscription exists.
 */
export function Blocker({ kind, open, onContinue, onGoBack, endedOn = null }: BlockerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const ended = kind === 'subscription' && endedOn ? endedOn : null;
  return (
    <Dialog
      open={open}
      onClose={onGoBack}
      title={ended ? t('blockers.subscriptionEnded.title') : t(`blockers.${kind}.title`)}
      description={
        ended
          ? t('blockers.subscriptionEnded.body', { date: formatDate(ended, 'long') })
          : t(`blockers.${kind}.body`)
      }
      actions={
        <>
          <Button variant="secondary" onClick={onGoBack}>
            {t('blockers.goBack')}
          </Button>
          <Button onClick={onContinue}>
            {ended ? t('blockers.subscriptionEnded.restart') : t('blockers.continue')}
          </Button>
        </>
      }
    />
  );
}
