import type { ChildAppearance } from '@attune/core/rules';
import { AvatarEditor } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { Field } from '../../../components/field';
import { paths } from '../../../config/paths';
import { serverErrorsOf } from '../../../lib/api-client';
import { familyToday as today } from '../../../lib/today';
import { type ChildFields, createChild, updateAppearance } from '../api/children';

type Gender = ChildFields['gender'];

/** Add a child: name, birthday, gender, then appearance; saving keeps what the parent typed on failure. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [appearance, setAppearance] = useState<Partial<ChildAppearance>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('child.add.errors.name');
    if (!birthday) next.birthday = t('child.add.errors.birthday');
    else if (birthday > today()) next.birthday = t('child.add.errors.birthdayFuture');
    if (!gender) next.gender = t('child.add.errors.gender');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0 || !gender) return;
    setBusy(true);
    try {
      const child = await createChild({ name: name.trim(), birthday, gender });
      await updateAppearance(child.id, appearance).catch(() => undefined);
      navigate(paths.app.child.view.getHref(child.id));
    } catch (cause) {
      const messages = Object.values(serverErrorsOf(cause)).flat();
      setFormError(messages.length > 0 ? messages.join(' ') : t('errors.noResponse'));
    } finally {
      setBusy(false);
    }
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
