/**
 * `/oauth_callback/:service`: where the sleep device's provider sends the parent back. The access token
 * and the state come in the URL's hash (never sent to any server by the browser); the page hands them
 * to `POST sleep_device_links` for the child the state names (core's `childOfSleepDeviceState`), then
 * opens that child's sleep tool. A refused link says so, with the way back.
 */

import { childOfSleepDeviceState, SleepDeviceServiceSchema } from '@attune/core/rules';
import { Card } from '@attune/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { service } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const hash = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
  const state = hash.get('state') ?? '';
  const childId = childOfSleepDeviceState(state);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const parsedService = SleepDeviceServiceSchema.safeParse(service);
    const token = hash.get('access_token');
    if (!parsedService.success || childId === null || !token) {
      setFailed(true);
      return;
    }
    // The token leaves the address bar at once.
    window.history.replaceState(null, '', window.location.pathname);
    call((api) =>
      api.createSleepDeviceLink({
        body: { child_id: childId, service: parsedService.data, state, access_token: token },
      }),
    ).then(
      () => navigate(paths.app.child.tool.getHref(childId, 'sleep'), { replace: true }),
      () => setFailed(true),
    );
  });

  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('tools.sleep.callbackTitle')}</h1>
        {failed ? (
          <>
            <p role="alert">{t('tools.sleep.deviceError')}</p>
            <Link
              to={
                childId !== null ? paths.app.child.tool.getHref(childId, 'sleep') : paths.app.home.getHref()
              }
            >
              {t('tools.sleep.backToSleep')}
            </Link>
          </>
        ) : (
          <p role="status">{t('tools.sleep.linking')}</p>
        )}
      </Card>
    </div>
  );
}
