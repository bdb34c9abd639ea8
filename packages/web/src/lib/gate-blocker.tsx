/**
 * The server's gates, mirrored: a call refused with 403 names its blocker (`{ errors: { subscription:
 * [...] }, blocker: 'subscription' }`, see the contract's `gate`), and the app shows the blocker it already
 * has for that step, in place, with Go Back and Continue (to create-account), exactly as its route guards do.
 */
import { Blocker, type BlockerKind } from '@attune/ui';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { isApiError } from './api-client';

/**
 * The blocker a failed call asks for: 'createAccount' for an unfinished account, 'subscription' for a
 * missing or ended subscription or trial; null for any other failure (a clinical-only call or an add-on
 * not bought reads as the error it is).
 */
export function gateBlockerOf(error: unknown): Extract<BlockerKind, 'createAccount' | 'subscription'> | null {
  if (!isApiError(error) || error._tag !== 'HttpError' || error.status !== 403) return null;
  if ('create-account' in error.errors) return 'createAccount';
  if ('subscription' in error.errors) return 'subscription';
  return null;
}

/** The blocker in place of a page or form: Go Back leaves (or closes), Continue goes to create-account. */
export function GateBlocker({
  kind,
  onGoBack,
}: {
  readonly kind: Extract<BlockerKind, 'createAccount' | 'subscription'>;
  readonly onGoBack?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Blocker
      kind={kind}
      open
      onGoBack={
        onGoBack ?? (() => (window.history.length > 1 ? navigate(-1) : navigate(paths.app.home.getHref())))
      }
      onContinue={() => navigate(paths.app.createAccount.getHref())}
    />
  );
}
