import { Button, Card, TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, redirect, useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { downloadJson } from '../../../lib/account-forms';
import { appErrorOf, call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { useErrorText } from '../../../lib/error-text';

/** Deletes the child (`DELETE patients/{id}`), then goes home; the intent of the child settings' form. */
export async function deleteChildAction({ params }: Pick<ActionFunctionArgs, 'params'>) {
  try {
    await call((api) => api.deletePatient({ params: { id: Number(params.child_id) } }));
    return redirect(paths.app.home.getHref());
  } catch (error) {
    return { saved: false as const, error: appErrorOf(error) };
  }
}

/** A child's settings › Data: the child's records as JSON, and the child's deletion (typing the name confirms). */
export function ChildData() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const fetcher = useFetcher<{ saved: false; error: ReturnType<typeof appErrorOf> }>();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [downloading, setDownloading] = useState(false);
  const busy = fetcher.state !== 'idle';
  const name = child.name;
  const download = async () => {
    setDownloading(true);
    try {
      const data = await call((api) => api.exportPatient({ params: { id: Number(child.id) } }));
      downloadJson(`attune-child-${child.id}-${data.exported_at.slice(0, 10)}.json`, data);
    } catch {
      // the client has notified the failure
    } finally {
      setDownloading(false);
    }
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== name.trim()) return;
    void fetcher.submit({ intent: 'delete-child' }, { method: 'post' });
  };
  return (
    <>
      <Card render={<section aria-labelledby="child-export-title" />}>
        <h2 id="child-export-title">{t('lifecycle.child.title', { name })}</h2>
        <p>{t('lifecycle.child.exportIntro', { name })}</p>
        <Button
          variant="secondary"
          aria-busy={downloading || undefined}
          disabled={downloading}
          onClick={() => void download()}
        >
          {t('lifecycle.child.download', { name })}
        </Button>
      </Card>
      <Card render={<section aria-labelledby="child-delete-title" />}>
        <h2 id="child-delete-title">{t('lifecycle.child.deleteTitle', { name })}</h2>
        <p>{t('lifecycle.child.deleteIntro', { name })}</p>
        <form onSubmit={remove} method="post" noValidate>
          <TextField
            className="web-form-field"
            label={t('lifecycle.child.deleteConfirmLabel', { name })}
            autoComplete="off"
            value={typed}
            onValueChange={setTyped}
          />
          {fetcher.data?.error ? (
            <p className="web-form-error" role="alert">
              {errorText(fetcher.data.error)}
            </p>
          ) : null}
          <Button
            variant="danger"
            type="submit"
            aria-busy={busy || undefined}
            disabled={busy || typed.trim() !== name.trim()}
          >
            {t('lifecycle.child.deleteSubmit', { name })}
          </Button>
        </form>
      </Card>
    </>
  );
}
