/**
 * Parent coaching: a free 15-minute consultation, asked for with a help request whose source says where
 * it came from (`POST clinic/patients/help_requests`); no payment. The parent then sees what happens next.
 */
import type { HelpRequest } from '@attune/core/rules';
import { Button, Card } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';

/** The source of a consultation request made from this page. */
export const PARENT_COACHING_SOURCE = 'parent-coaching';

/** The parent coaching tool's body. */
export function ParentCoachingTool({ childId }: { readonly childId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'busy' | 'error'>('idle');
  const [request, setRequest] = useState<HelpRequest | null>(null);
  const ask = async () => {
    setStatus('busy');
    try {
      const created = await call((api) =>
        api.createHelpRequest({
          body: { child_id: childId, help_request: { source: PARENT_COACHING_SOURCE } },
        }),
      );
      setRequest(created);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };
  return (
    <Card render={<section aria-labelledby="pc-request" />}>
      <h2 id="pc-request" className="web-h3">
        {t('tools.parentCoaching.title')}
      </h2>
      {request ? (
        <div role="status">
          <p>
            <strong>{t('tools.parentCoaching.received')}</strong>
          </p>
          <h3 className="web-h4">{t('tools.parentCoaching.nextTitle')}</h3>
          <ol>
            <li>{t('tools.parentCoaching.next1')}</li>
            <li>{t('tools.parentCoaching.next2')}</li>
            <li>{t('tools.parentCoaching.next3')}</li>
          </ol>
        </div>
      ) : (
        <>
          <p>{t('tools.parentCoaching.intro')}</p>
          <Button variant="primary" onClick={() => void ask()} disabled={status === 'busy'}>
            {t('tools.parentCoaching.request')}
          </Button>
        </>
      )}
      {status === 'error' ? (
        <p className="web-form-error" role="alert">
          {t('tools.error')}
        </p>
      ) : null}
    </Card>
  );
}
