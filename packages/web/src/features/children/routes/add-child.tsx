import { afterChildAdded, type ChildAppearance, TEXT_LIMITS } from '@attune/core/rules';
import { AvatarEditor, Button, Card, CheckboxField, RadioGroupField, TextField } from '@attune/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, redirect, useFetcher } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { appErrorOf, call } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { useErrorText } from '../../../lib/error-text';
import { today } from '../../../lib/family-day';
import { GateBlocker, gateBlockerOf } from '../../../lib/gate-blocker';
import { fieldErrorsOf } from '../../../lib/refusal';

type Gender = 'male' | 'female' | 'other';

/** What the add-child form sends its action. */
interface NewChild {
  readonly name: string;
  readonly birthday: string;
  readonly gender: Gender;
  readonly appearance: Partial<ChildAppearance>;
  /** Whether the child takes medication (selects the medication questionnaire and area). */
  readonly onMedication?: boolean;
  /** How many children the family had before this one (a first child goes on to its onboarding). */
  readonly childrenBefore?: number;
}

/**
 * Adds the child (`POST patients`), then saves the avatar's appearance (colours by their number in the
 * palette) and whether the child takes medication, and opens the child (from get-started: the child's
 * onboarding); the family's children load again. A failure comes back to the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { name, birthday, gender, appearance, onMedication, childrenBefore } =
    (await request.json()) as NewChild;
  const gettingStarted = new URL(request.url).pathname.includes('/get-started');
  try {
    const child = await call((api) => api.createPatient({ body: { patient: { name, birthday, gender } } }));
    // Styles by name, colours by their number in the palette (the contract refuses a colour as a string).
    const patient: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(appearance))
      if (value !== null && value !== undefined) patient[key] = value;
    if (onMedication) patient.on_medication = true;
    if (Object.keys(patient).length > 0) {
      try {
        await call((api) => api.updatePatient({ params: { id: child.id }, body: { patient } }));
      } catch {
        // the child is added (the client has notified the failure); the avatar can be changed later
      }
    }
    // A first child, or one added from get-started, goes on to its onboarding (core's afterChildAdded).
    const next = afterChildAdded({ childrenBefore: childrenBefore ?? 0, gettingStarted });
    return redirect(
      next === 'onboarding'
        ? paths.app.child.onboarding.getHref(child.id)
        : paths.app.child.view.getHref(child.id),
    );
  } catch (error) {
    // A 422 names its fields (`patient.birthday`): each message goes by its field.
    const fields = Object.fromEntries(
      Object.entries(fieldErrorsOf(error)).map(([field, message]) => [
        field.replace(/^patient\./, ''),
        message,
      ]),
    );
    return { error: appErrorOf(error), blocker: gateBlockerOf(error), fields };
  }
}

/** Add a child: name, birthday, gender, then appearance; saving keeps what the parent typed on failure. */
export function Component() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const errorText = useErrorText();
  const { children } = useAppData();
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [appearance, setAppearance] = useState<Partial<ChildAppearance>>({});
  const [onMedication, setOnMedication] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const failure = busy ? null : (fetcher.data?.error ?? null);
  // The server refused for a missing step (unfinished account, subscription or trial ended): its blocker.
  const blocker = busy ? null : (fetcher.data?.blocker ?? null);
  const [blockerClosed, setBlockerClosed] = useState(false);
  // A refusal of the fields (422) shows each server message by its field (the server words it in the
  // family's language); other failures in the catalogue's words, or the server's reason.
  const serverFields: Record<string, string> = busy ? {} : (fetcher.data?.fields ?? {});
  const shown = { ...serverFields, ...errors };
  const unplaced = Object.entries(serverFields).find(
    ([field]) => !['name', 'birthday', 'gender'].includes(field),
  );
  // The refused field takes the focus (and comes into view): on a phone the button is far below it.
  const nameInput = useRef<HTMLInputElement>(null);
  const birthdayInput = useRef<HTMLInputElement>(null);
  const answer = fetcher.data;
  useEffect(() => {
    const fields = answer?.fields ?? {};
    (fields.name ? nameInput : fields.birthday ? birthdayInput : null)?.current?.focus();
  }, [answer]);
  const formError = failure
    ? failure.kind === 'unprocessable'
      ? (unplaced?.[1] ?? null)
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
    setBlockerClosed(false);
    if (Object.keys(next).length > 0 || !gender) return;
    const child: NewChild = {
      name: name.trim(),
      birthday,
      gender,
      appearance,
      onMedication,
      childrenBefore: children.length,
    };
    void fetcher.submit({ ...child }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="web-page web-page--narrow">
      {blocker && !blockerClosed ? (
        <GateBlocker kind={blocker} onGoBack={() => setBlockerClosed(true)} />
      ) : null}
      <BackButton />
      <Card render={<section />}>
        <h1>{t('child.add.title')}</h1>
        <form onSubmit={submit} noValidate>
          <TextField
            className="web-form-field"
            label={t('child.add.name')}
            ref={nameInput}
            maxLength={TEXT_LIMITS.name}
            required
            value={name}
            onValueChange={setName}
            error={shown.name}
          />
          <TextField
            className="web-form-field"
            label={t('child.add.birthday')}
            ref={birthdayInput}
            type="date"
            required
            max={today()}
            value={birthday}
            onValueChange={setBirthday}
            error={shown.birthday}
          />
          <RadioGroupField
            label={t('child.add.gender')}
            name="gender"
            required
            inline
            options={(['female', 'male', 'other'] as const).map((value) => ({
              value,
              label: t(`child.add.genders.${value}`),
            }))}
            value={gender}
            onValueChange={setGender}
            error={shown.gender}
          />
          <CheckboxField
            label={t('onboarding.onMedication')}
            checked={onMedication}
            onCheckedChange={setOnMedication}
          />
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
          <Button
            variant="primary"
            size="lg"
            block
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('child.add.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
