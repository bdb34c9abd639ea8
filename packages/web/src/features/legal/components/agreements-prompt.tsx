import { agreementsNeedAcceptance } from '@attune/core/rules';
import { Button, Dialog } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import type { action, loader } from '../routes/agreements';

/**
 * The updated-user-agreements prompt: shown when the version the account accepted is not the one in force
 * (core's `agreementsNeedAcceptance`); Accept records the version on the server and closes it.
 */
export function AgreementsPrompt() {
  const { t } = useTranslation();
  const reader = useFetcher<typeof loader>();
  const writer = useFetcher<typeof action>();
  const [loaded, setLoaded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per visit of the authenticated area
  useEffect(() => {
    if (!loaded) {
      setLoaded(true);
      void reader.load(paths.app.agreements.getHref());
    }
  }, []);
  const accepted = writer.data?.agreements ?? reader.data;
  const open = accepted ? agreementsNeedAcceptance(accepted.accepted_version, accepted.version) : false;
  const busy = writer.state !== 'idle';
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      hideCloseButton
      title={t('agreements.title')}
      actions={
        <Button
          variant="primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void writer.submit(null, { method: 'post', action: paths.app.agreements.getHref() })}
        >
          {t('agreements.accept')}
        </Button>
      }
    >
      <p>{t('agreements.body')}</p>
      <ul className="web-list">
        <li>
          <a href={paths.legal.terms} target="_blank" rel="noreferrer">
            {t('legal.titles.terms-of-use')}
          </a>
        </li>
        <li>
          <a href={paths.legal.privacy} target="_blank" rel="noreferrer">
            {t('legal.titles.privacy-policy')}
          </a>
        </li>
        <li>
          <a href={paths.legal.dataProtection} target="_blank" rel="noreferrer">
            {t('legal.titles.data-protection')}
          </a>
        </li>
      </ul>
      {writer.data?.failed ? (
        <p role="alert" className="web-form-error">
          {t('agreements.failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
