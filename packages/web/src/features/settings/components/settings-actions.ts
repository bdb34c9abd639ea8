/**
 * The settings pages' writes, dispatched by the form's `intent`: notifications (`PUT users/{id}` with the
 * email and SMS switches), profile (name and phone; the server refuses landlines, 422 on `user.phone`) and
 * cancelling a subscription at the end of its period (`POST payment/purchases/{id}/cancel`), resuming it
 * (`POST payment/purchases/{id}/resume`) and "Update your card" (`PUT payment/card`, which retries a
 * past-due renewal at once).
 */
import { getAccount, setAccount } from '../../../lib/account';
import { call, statusOf } from '../../../lib/api-client';

export type SettingsResult =
  | {
      readonly intent: 'notifications';
      readonly ok: boolean;
      /** Why texts were refused: no mobile number on the profile, or no SMS sender on this server. */
      readonly refused?: 'needsPhone' | 'smsUnavailable' | null;
    }
  | { readonly intent: 'quiet-hours'; readonly ok: boolean }
  | { readonly intent: 'profile'; readonly ok: boolean; readonly name: string; readonly phone: string }
  | { readonly intent: 'cancel'; readonly ok: boolean; readonly endsOn: string | null }
  | { readonly intent: 'resume'; readonly ok: boolean }
  | { readonly intent: 'update-card'; readonly ok: boolean; readonly message: string | null };

/** The server's first message on `field` of a refused call (422 names the field), or null. */
function messageOn(error: unknown, field: string): string | null {
  const errors = (error as { errors?: Record<string, readonly string[]> } | null)?.errors;
  return errors?.[field]?.[0] ?? null;
}

async function updateUser(user: {
  name?: string;
  phone?: string;
  email_subscription?: boolean;
  sms_subscription?: boolean;
  quiet_hours_start?: string;
  quiet_hours_end?: string;
}) {
  const account = getAccount();
  if (!account) throw new Error('logged out');
  const updated = await call((api) => api.updateUser({ params: { id: Number(account.id) }, body: { user } }));
  const current = getAccount();
  if (current)
    setAccount({
      ...current,
      name: updated.name,
      email_subscription: updated.email_subscription,
      sms_subscription: updated.sms_subscription,
    });
  return updated;
}

/** Runs the settings form the `intent` names; null when the form is not one of these. */
export async function settingsAction(form: FormData): Promise<SettingsResult | null> {
  const intent = form.get('intent');
  if (intent === 'notifications') {
    try {
      await updateUser({
        email_subscription: form.get('email_subscription') === 'true',
        sms_subscription: form.get('sms_subscription') === 'true',
      });
      return { intent, ok: true };
    } catch (error) {
      const refused = messageOn(error, 'phone')
        ? ('needsPhone' as const)
        : messageOn(error, 'sms_subscription')
          ? ('smsUnavailable' as const)
          : null;
      return { intent, ok: false, refused };
    }
  }
  if (intent === 'quiet-hours') {
    try {
      await updateUser({
        quiet_hours_start: String(form.get('quiet_hours_start') ?? ''),
        quiet_hours_end: String(form.get('quiet_hours_end') ?? ''),
      });
      return { intent, ok: true };
    } catch {
      return { intent, ok: false };
    }
  }
  if (intent === 'profile') {
    const name = String(form.get('name') ?? '').trim();
    // the valid number the field emitted, else what was typed: the server decides (422 on `user.phone`)
    const phone = String(form.get('phone') || form.get('phone_typed') || '').trim();
    try {
      await updateUser({ name, ...(phone ? { phone } : {}) });
      return { intent, ok: true, name, phone };
    } catch {
      return { intent, ok: false, name, phone };
    }
  }
  if (intent === 'cancel') {
    try {
      const purchase = await call((api) =>
        api.cancelPurchase({ params: { id: Number(form.get('purchase_id')) } }),
      );
      return { intent, ok: true, endsOn: purchase.ends_on ?? null };
    } catch (error) {
      void statusOf(error);
      return { intent, ok: false, endsOn: null };
    }
  }
  if (intent === 'resume') {
    try {
      await call((api) => api.resumePurchase({ params: { id: Number(form.get('purchase_id')) } }));
      return { intent, ok: true };
    } catch {
      return { intent, ok: false };
    }
  }
  if (intent === 'update-card') {
    try {
      await call((api) => api.updateCard({ body: { stripe_token: String(form.get('token') ?? '') } }));
      return { intent, ok: true, message: null };
    } catch (error) {
      return { intent, ok: false, message: messageOn(error, 'stripe_token') };
    }
  }
  return null;
}
