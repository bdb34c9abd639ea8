import {
  HELP_CENTER_TOPICS,
  HELP_REQUEST_MESSAGE_MAX,
  helpCenterSource,
  helpRequestMessageProblem,
  isHelpCenterTopic,
} from '@attune/core/rules';
import { Button, Card, RadioGroupField, SelectField, TextAreaField } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, Link, useActionData, useNavigation } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { fieldErrorsOf } from '../../../lib/refusal';

/**
 * Sends the request to the care team (`POST clinic/patients/help_requests` with its `source` and the
 * parent's `message`). The message is checked first by core's `helpRequestMessageProblem` (required, at
 * most `HELP_REQUEST_MESSAGE_MAX` characters); a refusal keeps what was typed and says why by the field.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const childId = Number(form.get('child_id'));
  const topic = String(form.get('topic') ?? '');
  const message = String(form.get('message') ?? '');
  const kept = { topic, childId, message };
  if (!Number.isInteger(childId) || !isHelpCenterTopic(topic))
    return { sent: false as const, ...kept, messageError: null };
  const problem = helpRequestMessageProblem(helpCenterSource(topic), message);
  if (problem) return { sent: false as const, ...kept, messageError: { problem } };
  try {
    const helpRequest = await call((api) =>
      api.createHelpRequest({
        body: { child_id: childId, help_request: { source: helpCenterSource(topic), message } },
      }),
    );
    return { sent: true as const, helpRequest, ...kept };
  } catch (error) {
    const said = fieldErrorsOf(error)['help_request.message'];
    return { sent: false as const, ...kept, messageError: said ? { said } : null };
  }
}

/** Contact us: which child, what about and the parent's question; once sent, what happens next. */
export function Component() {
  const { t } = useTranslation();
  const { children } = useAppData();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const id = useId();
  const [childId, setChildId] = useState(String(result?.childId ?? children[0]?.id ?? ''));
  const sending = navigation.state === 'submitting';
  const refused = result && !result.sent ? result.messageError : null;
  const messageError = refused
    ? 'said' in refused
      ? refused.said
      : t(`helpCenter.contactMessageErrors.${refused.problem}`, { max: HELP_REQUEST_MESSAGE_MAX })
    : null;
  return (
    <>
      <h1>{t('helpCenter.contactTitle')}</h1>
      <p>{t('helpCenter.contactIntro')}</p>
      {result?.sent ? (
        <Card render={<section role="status" />}>
          <h2 className="web-h3">{t('helpCenter.contactSent')}</h2>
          <p>{t('helpCenter.whatNext')}</p>
        </Card>
      ) : children.length === 0 ? (
        <Card render={<p />}>
          {t('helpCenter.contactNoChild')} <Link to={paths.app.addChild.getHref()}>{t('menu.addChild')}</Link>
        </Card>
      ) : (
        <Card render={<Form method="post" />} className="web-form">
          <SelectField
            className="web-form-field"
            id={`${id}-child`}
            label={t('helpCenter.contactChild')}
            name="child_id"
            placeholder={null}
            value={childId}
            options={children.map((child) => ({ value: String(child.id), label: child.name }))}
            onValueChange={setChildId}
          />
          <RadioGroupField
            label={t('helpCenter.contactTopic')}
            name="topic"
            options={HELP_CENTER_TOPICS.map((topic) => ({
              value: topic,
              label: t(`helpCenter.topics.${topic}`),
            }))}
            defaultValue={result?.topic ?? 'plans'}
          />
          <TextAreaField
            className="web-form-field"
            id={`${id}-message`}
            label={t('helpCenter.contactMessage')}
            name="message"
            rows={6}
            required
            maxLength={HELP_REQUEST_MESSAGE_MAX}
            defaultValue={result && !result.sent ? result.message : ''}
            hint={t('helpCenter.contactMessageHint', { max: HELP_REQUEST_MESSAGE_MAX })}
            error={messageError || undefined}
          />
          {result && !result.sent && !messageError ? (
            <p role="alert" className="web-form-error">
              {t('helpCenter.contactFailed')}
            </p>
          ) : null}
          <Button variant="primary" type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('helpCenter.contactSending') : t('helpCenter.contactSend')}
          </Button>
        </Card>
      )}
    </>
  );
}
