/**
 * The settings page's account actions, by the form's `intent`: change the password (`PUT users/me/password`,
 * the other devices are logged out), log out everywhere (`DELETE users/me/sessions`) and delete the account
 * (`DELETE users/me`); the last two end this browser's log-in too.
 */
import { replace } from 'react-router';
import { paths } from '../../../config/paths';
import { refusedFields } from '../../../lib/account-forms';
import { appErrorOf, call } from '../../../lib/api-client';
import { logOut } from '../../../lib/session';

/** What an account action answers the form. */
export type LifecycleResult =
  | { readonly intent: string; readonly done: true }
  | { readonly intent: string; readonly fields: readonly string[] }
  | { readonly intent: string; readonly error: ReturnType<typeof appErrorOf> };

/** The intents {@link lifecycleAction} answers. */
export const LIFECYCLE_INTENTS = ['change-password', 'log-out-everywhere', 'delete-account'] as const;

/** Runs one account action of the settings page. */
export async function lifecycleAction(intent: string, form: FormData): Promise<LifecycleResult | Response> {
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    if (intent === 'change-password') {
      await call((api) =>
        api.changePassword({
          body: {
            user: {
              current_password: text('current_password'),
              password: text('password'),
              password_confirmation: text('password_confirmation'),
            },
          },
        }),
      );
      return { intent, done: true };
    }
    if (intent === 'log-out-everywhere') await call((api) => api.logOutEverywhere());
    else await call((api) => api.deleteAccount({ body: { password: text('password') } }));
    logOut();
    return replace(paths.logout.getHref());
  } catch (error) {
    const fields = refusedFields(error);
    if (fields && fields.length > 0) return { intent, fields };
    return { intent, error: appErrorOf(error) };
  }
}
