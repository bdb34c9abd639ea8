import { Button, Card } from '@attune/ui';
/**
 * The content library's layout (`/app/content`): loads the library once for its pages and keeps the
 * family's optimistic state. Any client but sunflower sees that the library is not part of its plan and
 * nothing is asked of the server (which refuses those calls with 403 `content`).
 */

import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { Outlet } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { useErrorText } from '../../../lib/error-text';
import { loadContent, useContentData } from '../api/content-data';
import { ContentStoreProvider, useContentStore } from '../components/content-store';

export function loader({ request }: LoaderFunctionArgs) {
  return loadContent(request.signal);
}

/** The content library for the sunflower client; a notice for the others. */
export function Component() {
  const { t } = useTranslation();
  const { library } = useContentData();
  if (!library) {
    return (
      <div className="web-page web-page--narrow">
        <BackButton />
        <Card render={<section />}>
          <h1>{t('content.title')}</h1>
          <p>{t('content.unavailable')}</p>
        </Card>
      </div>
    );
  }
  return (
    <ContentStoreProvider userPieces={library.userPieces} userCollections={library.userCollections}>
      <div className="web-page web-content">
        <ContentFailure />
        <Outlet />
      </div>
    </ContentStoreProvider>
  );
}

/** The words of the last failed change (rolled back), announced politely. */
function ContentFailure() {
  const { t } = useTranslation();
  const { failure, dismissFailure } = useContentStore();
  const errorText = useErrorText();
  const text = failure ? (errorText(failure) ?? t('errors.somethingWentWrong')) : null;
  return (
    <div role="status" aria-live="polite" className="web-content__status">
      {text ? (
        <Card notice className="web-content__failure">
          <p>{text}</p>
          <Button variant="ghost" size="sm" onClick={dismissFailure}>
            {t('content.dismiss')}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
