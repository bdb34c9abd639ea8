import { Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, useSearchParams } from 'react-router';
import { appErrorOf, call } from '../../../lib/api-client';
import { EmailLinkForm } from '../components/email-link-form';

/** Mails the confirmation link again (`POST users/confirmation/resend`; the same answer for any address). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    await call((api) =>
      api.resendConfirmation({ body: { user: { email: String(form.get('email') ?? '').trim() } } }),
    );
    return { sent: true as const, error: null };
  } catch (error) {
    return { sent: false as const, error: appErrorOf(error) };
  }
}

/** `/users/confirmation/new`: asks for the confirmation email again (`?email=` fills the address in). */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section />}>
        <h1>{t('lifecycle.resend.title')}</h1>
        <EmailLinkForm
          intro={t('lifecycle.resend.intro')}
          sentNotice={t('lifecycle.resend.sent')}
          submitLabel={t('lifecycle.resend.submit')}
          initialEmail={search.get('email') ?? ''}
          outcomeOf={(result: Awaited<ReturnType<typeof action>>) => result}
        />
      </Card>
    </div>
  );
}
