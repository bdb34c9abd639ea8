import { HELP_CENTER_TOPICS, helpCenterSource, isHelpCenterTopic } from '@attune/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, Link, useActionData, useNavigation } from 'react-router';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';

/** Sends the request to the care team (`POST clinic/patients/help_requests` with its `source`). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const childId = Number(form.get('child_id'));
  const topic = String(form.get('topic') ?? '');
  if (!Number.isInteger(childId) || !isHelpCenterTopic(topic))
    return { sent: false as const, topic, childId };
  try {
    const helpRequest = await call((api) =>
      api.createHelpRequest({
        body: { child_id: childId, help_request: { source: helpCenterSource(topic) } },
      }),
    );
    return { sent: true as const, helpRequest, topic, childId };
  } catch {
    return { sent: false as const, topic, childId };
  }
}

/** Contact us: which child and what about; once sent, what happens next. */
export function Component() {
  const { t } = useTranslation();
  const { children } = useAppData();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const id = useId();
  const sending = navigation.state === 'submitting';
  return (
    <>
      <h1>{t('helpCenter.contactTitle')}</h1>
      <p>{t('helpCenter.contactIntro')}</p>
      {result?.sent ? (
        <section className="web-card" role="status">
          <h2 className="web-h3">{t('helpCenter.contactSent')}</h2>
          <p>{t('helpCenter.whatNext')}</p>
        </section>
      ) : children.length === 0 ? (
        <p className="web-card">
          {t('helpCenter.contactNoChild')} <Link to={paths.app.addChild.getHref()}>{t('menu.addChild')}</Link>
        </p>
      ) : (
        <Form method="post" className="web-card web-form">
          <div className="web-field">
            <label htmlFor={`${id}-child`}>{t('helpCenter.contactChild')}</label>
            <select id={`${id}-child`} name="child_id" defaultValue={result?.childId ?? children[0]?.id}>
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="web-choice">
            <legend>{t('helpCenter.contactTopic')}</legend>
            {HELP_CENTER_TOPICS.map((topic) => (
              <label key={topic} className="web-choice__option">
                <input
                  type="radio"
                  name="topic"
                  value={topic}
                  defaultChecked={(result?.topic ?? 'plans') === topic}
                />
                <span>{t(`helpCenter.topics.${topic}`)}</span>
              </label>
            ))}
          </fieldset>
          {result && !result.sent ? (
            <p role="alert" className="web-form-error">
              {t('helpCenter.contactFailed')}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--md"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? t('helpCenter.contactSending') : t('helpCenter.contactSend')}
          </button>
        </Form>
      )}
    </>
  );
}
