/**
 * The server's gates, mirrored: a call refused with 403 names its blocker (`{ errors: { subscription:
 * [...] }, blocker: 'subscription' }`, see the contract's `gate` and core's `gateBlockerOfAnswer`), and the
 * app shows the blocker for it in place: the create-account and subscription blockers it already has for
 * that step (Go Back, and Continue to create-account, exactly as its route guards do); for a clinical-only
 * page, the content library outside the plan, or an add-on not bought for the child, what is missing with
 * Go Back and the way on (the clinic's access code, the plans, the child's add-ons).
 */
import { type GateBlocker as GateBlockerName, gateBlockerOfAnswer } from '@attune/core/rules';
import { Blocker, Button, ButtonLink, Card } from '@attune/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../config/paths';
import { isApiError } from './api-client';
import { useSubscriptionEndedOn } from './app-data';

/** The blocker the app shows for each gate the server names. */
export const GATE_BLOCKER_SCREENS = {
  'create-account': 'createAccount',
  subscription: 'subscription',
  clinical: 'clinical',
  content: 'content',
  purchase: 'purchase',
} as const satisfies Record<GateBlockerName, string>;

/** A blocker screen the app shows for a gate's refusal. */
export type GateBlockerKind = (typeof GATE_BLOCKER_SCREENS)[GateBlockerName];

/**
 * The blocker a failed call asks for: 'createAccount' for an unfinished account, 'subscription' for a
 * missing or ended subscription or trial, 'clinical' for a clinical-only call, 'content' for the content
 * library outside the plan, 'purchase' for an add-on not bought for the child; null for any other failure.
 */
export function gateBlockerOf(error: unknown): GateBlockerKind | null {
  if (!isApiError(error) || error._tag !== 'HttpError') return null;
  const blocker = gateBlockerOfAnswer(error.status, error.errors);
  return blocker ? GATE_BLOCKER_SCREENS[blocker] : null;
}

const SERVER_NAME: Record<GateBlockerKind, GateBlockerName> = {
  createAccount: 'create-account',
  subscription: 'subscription',
  clinical: 'clinical',
  content: 'content',
  purchase: 'purchase',
};

/** The blocker in place of a page or form: Go Back leaves (or closes), Continue goes the way on. */
export function GateBlocker({
  kind,
  onGoBack,
}: {
  readonly kind: GateBlockerKind;
  readonly onGoBack?: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const params = useParams();
  const id = useId();
  const endedOn = useSubscriptionEndedOn();
  const goBack =
    onGoBack ?? (() => (window.history.length > 1 ? navigate(-1) : navigate(paths.app.home.getHref())));
  if (kind === 'createAccount' || kind === 'subscription')
    return (
      <Blocker
        kind={kind}
        open
        endedOn={kind === 'subscription' ? endedOn : null}
        onGoBack={goBack}
        onContinue={() => navigate(paths.app.createAccount.getHref())}
      />
    );
  const childId = params.child_id && /^\d+$/.test(params.child_id) ? Number(params.child_id) : null;
  const onward =
    kind === 'purchase' && childId !== null
      ? paths.app.child.addOns.getHref(childId)
      : kind === 'clinical'
        ? paths.app.accessCode.getHref()
        : paths.app.home.getHref();
  const name = SERVER_NAME[kind];
  return (
    <Card render={<section role="alert" aria-labelledby={`${id}-title`} />}>
      <h1 id={`${id}-title`}>{t(`errors.gate.${name}.title`)}</h1>
      <p>{t(`errors.gate.${name}.body`)}</p>
      <div className="web-actions">
        <Button variant="secondary" onClick={goBack}>
          {t('blockers.goBack')}
        </Button>
        <ButtonLink variant="primary" render={<Link to={onward} />}>
          {t('blockers.continue')}
        </ButtonLink>
      </div>
    </Card>
  );
}
