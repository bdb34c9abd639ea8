import { isNonProductionHost } from '@attune/core/rules';
import { Button, Card } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearApiCache } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';

/** Whether the developer page shows: on non-production hosts only (core's `isNonProductionHost`). */
export function showsDeveloperPage(): boolean {
  return typeof window !== 'undefined' && isNonProductionHost(window.location.host);
}

/** Facts a developer checks (version, account, language) and a way to clear the cached reference data. */
export function DeveloperPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAppData();
  const [cleared, setCleared] = useState(false);
  return (
    <Card render={<section />}>
      <h2>{t('settings.developer.title')}</h2>
      <p className="web-muted">{t('settings.developer.intro')}</p>
      <dl className="web-details">
        <dt>{t('settings.developer.version')}</dt>
        <dd>{__APP_VERSION__}</dd>
        <dt>{t('settings.developer.api')}</dt>
        <dd>{`${window.location.origin}/v1`}</dd>
        <dt>{t('settings.developer.language')}</dt>
        <dd>{i18n.language}</dd>
        <dt>{t('settings.developer.account')}</dt>
        <dd>{user?.id ?? ''}</dd>
        <dt>{t('settings.developer.devSubscription')}</dt>
        <dd>{user?.devSubscription ? t('settings.developer.yes') : t('settings.developer.no')}</dd>
      </dl>
      <Button
        variant="secondary"
        onClick={() => {
          clearApiCache();
          setCleared(true);
        }}
      >
        {t('settings.developer.clearCache')}
      </Button>
      <p role="status" className="web-muted">
        {cleared ? t('settings.developer.cleared') : ''}
      </p>
    </Card>
  );
}
