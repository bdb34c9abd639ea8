import type { ChildAppearance } from '@attune/core/rules';
import { AvatarEditor } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, redirect, useFetcher } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { appErrorOf, call } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { today } from '../../../lib/family-day';

type Gender = 'male' | 'female' | 'other';

/** What the add-child form sends its action. */
interface NewChild {
  readonly name: string;
  readonly birthday: string;
  readonly gender: Gender;
  readonly appearance: Partial<ChildAppearance>;
}

/**
 * Adds the child (`POST patients`), then saves the avatar's appearance (the contract sends the palette ids
 * as strings) and opens the child; the family's children load again. A failure comes back to the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { name, birthday, gender, appearance } = (await request.json()) as NewChild;
  try {
    const child = await call((api) => api.createPatient({ body: { patient: { name, birthday, gender } } }));
    const patient: Record<string, string> = {};
    for (const [key, value] of Object.entries(appearance))
      if (value !== null && value !== undefined) patient[key] = String(value);
    if (Object.keys(patient).length > 0) {
      try {
        await call((api) => api.updatePatient({ params: { id: child.id }, body: { patient } }));
      } catch {
        // the child is added (the client has notified the failure); the avatar can be changed later
      }
    }
    return redirect(paths.app.child.view.getHref(child.id));
  } catch (error) {
    return { error: appErrorOf(error) };
  }
}

/** Add a child: name, birthday, gender, then appearance; saving keeps what the parent typed on failure. */
export function Component() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [appearance, setAppearance] = useState<Partial<ChildAppearance>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const failure = busy ? null : (fetcher.data?.error ?? null);
  // A refusal of the fields (422) reads as 'Please try again.'; other failures in the catalogue's words.
  const formError = failure
    ? failure.kind === 'unprocessable'
      ? t('errors.pleaseTryAgain')
      : errorText(failure)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('child.add.errors.name');
    if (!birthday) next.birthday = t('child.add.errors.birthday');
    else if (birthday > today()) next.birthday = t('child.add.errors.birthdayFuture');
    if (!gender) next.gender = t('child.add.errors.gender');
    setErrors(next);
    if (Object.keys(next).length > 0 || !gender) return;
    const child: NewChild = { name: name.trim(), birthday, gender, appearance };
    void fetcher.submit({ ...child }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card">
        <h1>{t('child.add.title')}</h1>
        <form onSubmit={submit} noValidate>
          <Field
            label={t('child.add.name')}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <Field
            label={t('child.add.birthday')}
            type="date"
            required
            max={today()}
            value={birthday}
            onChange={(e) => setBirthday(e.target.value)}
            error={errors.birthday}
          />
          <fieldset
            className="web-choice web-choice--inline"
            aria-describedby={errors.gender ? 'gender-error' : undefined}
          >
            <legend>
              {t('child.add.gender')}
              <span className="web-required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            {(['female', 'male', 'other'] as const).map((value) => (
              <label key={value} className="web-choice__option">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />
                <span>{t(`child.add.genders.${value}`)}</span>
              </label>
            ))}
            {errors.gender ? (
              <p id="gender-error" className="web-field__error">
                {errors.gender}
              </p>
            ) : null}
          </fieldset>
          <h2 className="web-h3">{t('avatar.title')}</h2>
          <AvatarEditor
            name={name.trim()}
            gender={gender || 'other'}
            value={appearance}
            onChange={setAppearance}
          />
          {formError ? (
            <p role="alert" className="web-form-error">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="at-button at-button--primary at-button--lg at-button--block"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('child.add.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
