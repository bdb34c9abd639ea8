/**
 * The people a family shares one child with: invite someone by name, email and relationship with a
 * permission (read, or read and answer questionnaires; the invitation goes by mail), change the permission
 * or stop sharing (counted from their next call), make a questionnaire link for someone without an
 * account, and see and revoke the links still open (each works once). Everything reads and writes through the contract (`collaborators`, `collaborator_questionnaires`).
 */
import {
  COLLABORATOR_PERMISSIONS,
  type Collaborator,
  type CollaboratorPermission,
  localizeQuestionnaire,
  type OpenCollaboratorLink,
  type Questionnaire,
  TEXT_LIMITS,
} from '@attune/core/rules';
import { Button, ButtonLink, Card, RadioGroupField, SelectField, TextField } from '@attune/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Navigate,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { BackButton } from '../../../components/back-button';
import { FailureAlert } from '../../../components/failure-alert';
import { paths } from '../../../config/paths';
import { call, isApiError, statusOf } from '../../../lib/api-client';
import { useChildData, useChildMayCall } from '../../../lib/child-data';
import { currentLanguage } from '../../../lib/i18n';
import { type Failure, failureOf } from '../../../lib/refusal';

interface LoaderData {
  readonly collaborators: readonly Collaborator[];
  readonly questionnaires: readonly Pick<Questionnaire, 'id' | 'title'>[];
  /** The child's questionnaire links that still work (not answered, revoked or expired). */
  readonly links: readonly OpenCollaboratorLink[];
}

/** The family's collaborators of this child, and the questionnaires a link may ask for. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const childId = Number(params.child_id);
  const [all, questionnaires, links] = await Promise.all([
    call((api) => api.listCollaborators(), request.signal),
    call((api) => api.listQuestionnaires(), request.signal),
    // A collaborator's call is refused (403): the page then sends them to the child (see Component).
    call((api) => api.listOpenCollaboratorLinks({ params: { id: childId } }), request.signal).catch(
      (error: unknown) => (statusOf(error) === 403 ? [] : Promise.reject(error)),
    ),
  ]);
  return {
    collaborators: all.filter((each) => each.child_id === childId),
    links,
    // titles in the app's language (core's localizeQuestionnaire; English where a text has no translation)
    questionnaires: questionnaires
      .map((questionnaire) => localizeQuestionnaire(questionnaire, currentLanguage()))
      .map(({ id, title }) => ({ id, title })),
  };
}

type ActionResult =
  | { readonly intent: string; readonly ok: true; readonly path?: string }
  | {
      readonly intent: string;
      readonly ok: false;
      /** The server's refusal (a 422's messages by field, a 409's or 403's reason) or the failure. */
      readonly failure: Failure;
      /** The field the client would not send (the contract refused it before any request). */
      readonly invalid: string | null;
    };

const permissionOf = (value: FormDataEntryValue | null): CollaboratorPermission =>
  value === 'answer' ? 'answer' : 'read';

/** Invites, changes a permission, stops sharing, makes a questionnaire link, or revokes one. */
export async function action({ params, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const childId = Number(params.child_id);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  try {
    switch (intent) {
      case 'invite':
        await call((api) =>
          api.createCollaborator({
            body: {
              child_id: childId,
              name: text('name'),
              email: text('email'),
              relationship: text('relationship'),
              permission: permissionOf(form.get('permission')),
            },
          }),
        );
        return { intent, ok: true };
      case 'permission':
        await call((api) =>
          api.updateCollaborator({
            params: { id: Number(form.get('id')) },
            body: { permission: permissionOf(form.get('permission')) },
          }),
        );
        return { intent, ok: true };
      case 'remove':
        await call((api) => api.deleteCollaborator({ params: { id: Number(form.get('id')) } }));
        return { intent, ok: true };
      case 'revoke':
        await call((api) =>
          api.revokeCollaboratorLink({
            params: { id: Number(form.get('id')) },
            body: { patient_id: childId },
          }),
        );
        return { intent, ok: true };
      case 'link': {
        const link = await call((api) =>
          api.createCollaboratorQuestionnaireLink({
            body: {
              patient_id: childId,
              questionnaire_id: Number(form.get('questionnaire_id')),
              respondent: { name: text('name'), relationship: text('relationship') },
            },
          }),
        );
        return { intent, ok: true, path: link.path };
      }
      default:
        throw new Response('Unknown intent', { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const invalid =
      isApiError(error) && error._tag === 'RequestError' ? error.field.replace(/^body\./, '') : null;
    return { intent, ok: false, failure: failureOf(error), invalid };
  }
}

export function Component() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { collaborators } = useLoaderData() as LoaderData;
  // Sharing the child is the family's (the server refuses a collaborator's `createCollaborator`): a
  // collaborator who opens this address goes to the child, as from the child's settings.
  const mayShare = useChildMayCall('createCollaborator');
  if (!mayShare) return <Navigate to={paths.app.child.view.getHref(child.id)} replace />;
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('collaborators.title', { name: child.name })}</h1>
      <p className="web-muted">{t('collaborators.intro', { name: child.name })}</p>
      <Card render={<section aria-labelledby="collaborators-list" />}>
        <h2 id="collaborators-list">{t('collaborators.listTitle')}</h2>
        {collaborators.length === 0 ? (
          <p className="web-muted">{t('collaborators.none')}</p>
        ) : (
          <ul className="web-list web-collaborators">
            {collaborators.map((collaborator) => (
              <CollaboratorRow key={collaborator.id} collaborator={collaborator} />
            ))}
          </ul>
        )}
      </Card>
      <InviteForm />
      <QuestionnaireLinkForm />
      <OpenLinks />
    </div>
  );
}

/** The child's questionnaire links that still work, each with a button that revokes it. */
function OpenLinks() {
  const { t } = useTranslation();
  const { links, questionnaires } = useLoaderData() as LoaderData;
  const fetcher = useFetcher<typeof action>();
  const failed =
    fetcher.state === 'idle' && fetcher.data?.intent === 'revoke' && !fetcher.data.ok ? fetcher.data : null;
  const titleOf = (link: OpenCollaboratorLink) =>
    questionnaires.find((each) => each.id === link.questionnaire_id)?.title ?? link.questionnaire_name;
  const dayOf = (instant: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(instant));
  return (
    <Card render={<section aria-labelledby="collaborators-open-links" />}>
      <h2 id="collaborators-open-links">{t('collaborators.openLinks.title')}</h2>
      <p className="web-muted">{t('collaborators.openLinks.intro')}</p>
      {links.length === 0 ? (
        <p className="web-muted">{t('collaborators.openLinks.none')}</p>
      ) : (
        <ul className="web-list">
          {links.map((link) => (
            <li key={link.id} className="web-collaborator">
              <p>
                {t('collaborators.openLinks.item', {
                  questionnaire: titleOf(link),
                  name: link.respondent.name,
                  relationship: link.respondent.relationship,
                  date: dayOf(link.expires_at),
                })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={fetcher.state !== 'idle'}
                onClick={() => void fetcher.submit({ intent: 'revoke', id: link.id }, { method: 'post' })}
              >
                {t('collaborators.openLinks.revoke', { name: link.respondent.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert failure={failed?.failure} />
    </Card>
  );
}

function PermissionChoice({
  name,
  value,
  onChange,
}: {
  readonly name: string;
  readonly value: CollaboratorPermission;
  readonly onChange: (value: CollaboratorPermission) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroupField
      label={t('collaborators.permissionLabel')}
      name={name}
      options={COLLABORATOR_PERMISSIONS.map((permission) => ({
        value: permission,
        label: t(`collaborators.permissions.${permission}`),
      }))}
      value={value}
      onValueChange={onChange}
    />
  );
}

function CollaboratorRow({ collaborator }: { readonly collaborator: Collaborator }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const selectId = useId();
  const busy = fetcher.state !== 'idle';
  return (
    <li className="web-collaborator">
      <p>
        <strong>{collaborator.name}</strong> ({collaborator.relationship}) · {collaborator.email}
      </p>
      <p className="web-muted">{t(`collaborators.status.${collaborator.status}`)}</p>
      <SelectField
        className="web-form-field"
        id={selectId}
        label={t('collaborators.permissionOf', { name: collaborator.name })}
        placeholder={null}
        value={collaborator.permission}
        disabled={busy}
        options={COLLABORATOR_PERMISSIONS.map((permission) => ({
          value: permission,
          label: t(`collaborators.permissions.${permission}`),
        }))}
        onValueChange={(permission) =>
          void fetcher.submit({ intent: 'permission', id: collaborator.id, permission }, { method: 'post' })
        }
      />
      <div className="web-collaborator__actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void fetcher.submit({ intent: 'remove', id: collaborator.id }, { method: 'post' })}
        >
          {t('collaborators.remove', { name: collaborator.name })}
        </Button>
      </div>
      <FailureAlert failure={!busy && fetcher.data && !fetcher.data.ok ? fetcher.data.failure : null} />
    </li>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const fetcher = useFetcher<typeof action>();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [relationship, setRelationship] = useState('');
  const [permission, setPermission] = useState<CollaboratorPermission>('read');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const result = fetcher.data?.intent === 'invite' ? fetcher.data : null;
  const refused = fetcher.state === 'idle' && result && !result.ok ? result : null;
  // A 422's message by its field in the server's words; a field the client would not send, the form's own.
  const errorOf = (field: string) =>
    refused?.failure.fields[field] ??
    (refused?.invalid === field
      ? t(`collaborators.errors.${field}.invalid`, t('collaborators.errors.invalid'))
      : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    void fetcher.submit({ intent: 'invite', name, email, relationship, permission }, { method: 'post' });
  };
  // The form keeps what the parent typed on failure; a sent invitation (a new answer of the server, once)
  // clears it and says where it went.
  const [handled, setHandled] = useState<unknown>(null);
  if (fetcher.state === 'idle' && result?.ok && fetcher.data !== handled) {
    setHandled(fetcher.data);
    setSentTo(email.trim());
    setName('');
    setEmail('');
    setRelationship('');
    setPermission('read');
  }
  const done = sentTo !== null;
  return (
    <Card render={<form aria-labelledby="collaborators-invite" noValidate onSubmit={submit} />}>
      <h2 id="collaborators-invite">{t('collaborators.inviteTitle', { name: child.name })}</h2>
      <TextField
        className="web-form-field"
        label={t('collaborators.name')}
        required
        maxLength={TEXT_LIMITS.name}
        value={name}
        error={errorOf('name')}
        onValueChange={setName}
      />
      <TextField
        className="web-form-field"
        label={t('collaborators.email')}
        type="email"
        required
        value={email}
        error={errorOf('email')}
        onValueChange={setEmail}
      />
      <TextField
        className="web-form-field"
        label={t('collaborators.relationship')}
        required
        maxLength={TEXT_LIMITS.name}
        value={relationship}
        error={errorOf('relationship')}
        hint={t('collaborators.relationshipHint')}
        onValueChange={setRelationship}
      />
      <PermissionChoice name="permission" value={permission} onChange={setPermission} />
      <p role="status" className="web-muted">
        {done && fetcher.state === 'idle' ? t('collaborators.invited', { email: sentTo }) : ''}
      </p>
      {refused && !refused.invalid ? (
        <FailureAlert failure={refused.failure} placed={['name', 'email', 'relationship']} />
      ) : null}
      <Button
        variant="primary"
        type="submit"
        disabled={!name.trim() || !email.trim() || !relationship.trim() || fetcher.state !== 'idle'}
      >
        {fetcher.state !== 'idle' ? t('common.saving') : t('collaborators.invite')}
      </Button>
    </Card>
  );
}

function QuestionnaireLinkForm() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { questionnaires } = useLoaderData() as LoaderData;
  const fetcher = useFetcher<typeof action>();
  const selectId = useId();
  const [questionnaireId, setQuestionnaireId] = useState(String(questionnaires[0]?.id ?? ''));
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState('');
  const [copied, setCopied] = useState(false);
  const result = fetcher.data?.intent === 'link' ? fetcher.data : null;
  const refused = fetcher.state === 'idle' && result && !result.ok ? result.failure : null;
  const url = result?.ok && result.path ? new URL(result.path, window.location.origin).href : null;
  const title = questionnaires.find((q) => String(q.id) === questionnaireId)?.title ?? '';
  const mailto = url
    ? `mailto:?subject=${encodeURIComponent(t('collaborators.link.mailSubject', { name: child.name }))}&body=${encodeURIComponent(
        t('collaborators.link.mailBody', { name: child.name, questionnaire: title, url }),
      )}`
    : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    void fetcher.submit(
      { intent: 'link', questionnaire_id: questionnaireId, name, relationship },
      { method: 'post' },
    );
  };
  return (
    <Card render={<form aria-labelledby="collaborators-link" noValidate onSubmit={submit} />}>
      <h2 id="collaborators-link">{t('collaborators.link.title')}</h2>
      <p className="web-muted">{t('collaborators.link.intro', { name: child.name })}</p>
      <SelectField
        className="web-form-field"
        id={selectId}
        label={t('collaborators.link.questionnaire')}
        placeholder={null}
        value={questionnaireId}
        options={questionnaires.map((questionnaire) => ({
          value: String(questionnaire.id),
          label: questionnaire.title,
        }))}
        onValueChange={setQuestionnaireId}
      />
      <TextField
        className="web-form-field"
        label={t('collaborators.name')}
        required
        maxLength={TEXT_LIMITS.name}
        value={name}
        error={refused?.fields.name}
        onValueChange={setName}
      />
      <TextField
        className="web-form-field"
        label={t('collaborators.relationship')}
        required
        maxLength={TEXT_LIMITS.name}
        value={relationship}
        error={refused?.fields.relationship}
        onValueChange={setRelationship}
      />
      <FailureAlert failure={refused} placed={['name', 'relationship']} />
      <Button
        variant="primary"
        type="submit"
        disabled={!name.trim() || !relationship.trim() || !questionnaireId || fetcher.state !== 'idle'}
      >
        {t('collaborators.link.make')}
      </Button>
      {url ? (
        <div className="web-collaborator-link">
          <TextField
            className="web-form-field"
            label={t('collaborators.link.url')}
            readOnly
            value={url}
            // read-only: the link is for copying, never edited
            onValueChange={() => undefined}
            onFocus={(e) => e.target.select()}
          />
          <div className="web-collaborator__actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {t('collaborators.link.copy')}
            </Button>
            <ButtonLink variant="secondary" size="sm" href={mailto}>
              {t('collaborators.link.mail')}
            </ButtonLink>
          </div>
          <p role="status" className="web-muted">
            {copied ? t('share.copied') : ''}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
