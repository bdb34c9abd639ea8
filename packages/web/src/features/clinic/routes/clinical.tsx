import {
  type AppError,
  type Appointment,
  appointmentPhase,
  type ClinicalIntake,
  clinicalEntry,
  currentAppointment,
  type Questionnaire,
  questionnaireDue,
} from '@attune/core/rules';
import { Blocker, Button, ButtonLink, Card, formatDate, intlLocale } from '@attune/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  useFetcher,
  useLoaderData,
  useNavigate,
} from 'react-router';
import { QuestionnaireChecklist } from '../../../components/questionnaire-checklist';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';
import { appErrorOf, call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { browserTimeZone } from '../../../lib/family-day';
import { childQueries, loadQuery } from '../../../lib/queries';
import { ClinicFailure } from '../components/clinic-form-submit';
import { DropOff } from '../components/drop-off';

type LoaderData =
  | { readonly consent: false }
  | {
      readonly consent: true;
      readonly intake: ClinicalIntake;
      readonly questionnaires: readonly Questionnaire[];
      readonly appointments: readonly Appointment[];
    };

/** The intake first: until the consent form is signed nothing else of the clinic loads. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const patientId = Number(params.child_id);
  const query = { patient_id: patientId };
  const intake = await call((api) => api.getClinicalIntake({ query }), request.signal);
  if (!intake.consent_signed) return { consent: false };
  const [questionnaires, appointments] = await Promise.all([
    loadQuery(childQueries.clinicalQuestionnaires(patientId)),
    call((api) => api.listAppointments({ query }), request.signal),
  ]);
  return { consent: true, intake, questionnaires, appointments };
}

/**
 * `intent=appointment`: asks for an appointment; `intent=help`: asks the care team for help;
 * `intent=return` (the drop-off screen): the child is in care again and an appointment is asked for.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const childId = Number(params.child_id);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'help') {
      await call((api) =>
        api.createHelpRequest({ body: { child_id: childId, help_request: { source: 'clinical-tab' } } }),
      );
      return { helpSent: true, error: null };
    }
    if (form.get('intent') === 'return') {
      await call((api) =>
        api.updatePatient({ params: { id: childId }, body: { patient: { active: true } } }),
      );
    }
    await call((api) => api.requestAppointment({ body: { patient_id: childId } }));
    return { helpSent: false, error: null };
  } catch (error) {
    return { helpSent: false, error: appErrorOf(error) satisfies AppError };
  }
}

/** The time now, moving every 15 seconds (the join button shows at its time). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Clinical tab of a clinical account's child: the consent blocker until the consent form is signed;
 * then insurance, the clinical questionnaires (due three days before the appointment: core's
 * `questionnaireDue`), the appointment (pending, scheduled with a join button at its time, complete:
 * core's `appointmentPhase`) and a request for help from the care team.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData() as LoaderData;
  const { child } = useChildData();
  const account = useAccount();
  const navigate = useNavigate();
  const now = useNow();
  const appointmentFetcher = useFetcher<typeof action>();
  const helpFetcher = useFetcher<typeof action>();
  const here = paths.app.child.clinical.getHref(child.id);

  const entry = clinicalEntry(child, data.consent);
  if (entry === 'drop-off') return <DropOff name={child.name} />;
  if (!data.consent) {
    return (
      <div className="web-page web-page--narrow">
        <h1>{t('clinic.title', { name: child.name })}</h1>
        <p>{t('blockers.consent.body')}</p>
        <ButtonLink variant="primary" render={<Link to={paths.app.child.consent.getHref(child.id)} />}>
          {t('clinic.consent.open')}
        </ButtonLink>
        <Blocker
          kind="consent"
          open
          onContinue={() => navigate(paths.app.child.consent.getHref(child.id))}
          onGoBack={() => navigate(paths.app.home.getHref())}
        />
      </div>
    );
  }

  const answered = new Set(data.intake.answered_questionnaire_ids);
  const allAnswered = data.questionnaires.every((q) => answered.has(q.id));
  const appointment = currentAppointment(data.appointments);
  const timeZone = browserTimeZone();
  const due = questionnaireDue(appointment, { allAnswered, now, timeZone });
  const phase = appointment
    ? appointmentPhase(appointment, { now, questionnairesOverdue: due.kind === 'overdue' })
    : null;
  const when = appointment?.start_time
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(appointment.start_time),
      )
    : '';
  const failure = appointmentFetcher.data?.error ?? helpFetcher.data?.error ?? null;

  return (
    <div className="web-page web-page--narrow">
      <h1>{t('clinic.title', { name: child.name })}</h1>
      {/* The clinic family's plans and sessions: the child view's other tabs (core's `childViewTabs`). */}
      <p>
        <Link to={paths.app.child.view.getHref(child.id, 'timeline')}>{t('clinic.plansLink')}</Link>
      </p>

      <Card render={<section aria-labelledby="clinic-appointment" />}>
        <h2 id="clinic-appointment" className="web-h3">
          {t('clinic.appointment.title')}
        </h2>
        {phase === null ? (
          <>
            <p>{t('clinic.appointment.none')}</p>
            <appointmentFetcher.Form method="post">
              <input type="hidden" name="intent" value="appointment" />
              <Button variant="primary" type="submit" disabled={appointmentFetcher.state !== 'idle'}>
                {t('clinic.appointment.request')}
              </Button>
            </appointmentFetcher.Form>
          </>
        ) : phase === 'pending' ? (
          <p>{t('clinic.appointment.pending')}</p>
        ) : phase === 'complete' ? (
          <p>{t('clinic.appointment.complete')}</p>
        ) : (
          <>
            <p>{t('clinic.appointment.scheduled', { when })}</p>
            {phase === 'upcoming' ? <p className="web-muted">{t('clinic.appointment.joinLater')}</p> : null}
            {phase === 'blocked' ? (
              <p className="web-form-error" role="alert">
                {t('clinic.appointment.blocked')}
              </p>
            ) : null}
            {phase === 'joinable' && appointment?.join_url ? (
              <ButtonLink variant="primary" href={appointment.join_url} target="_blank" rel="noreferrer">
                {t('clinic.appointment.join')}
              </ButtonLink>
            ) : null}
          </>
        )}
      </Card>

      <Card render={<section aria-labelledby="clinic-questionnaires" />}>
        <h2 id="clinic-questionnaires" className="web-h3">
          {t('clinic.questionnaires.title')}
        </h2>
        <p className="web-muted">
          {t('clinic.questionnaires.count', {
            done: data.questionnaires.filter((q) => answered.has(q.id)).length,
            total: data.questionnaires.length,
          })}
        </p>
        {due.kind === 'due' ? (
          <p role="status">{t('clinic.questionnaires.due', { date: formatDate(due.by, i18n.language) })}</p>
        ) : due.kind === 'overdue' ? (
          <p className="web-form-error" role="alert">
            {t('clinic.questionnaires.overdue', { date: formatDate(due.by, i18n.language) })}
          </p>
        ) : null}
        <QuestionnaireChecklist
          childId={child.id}
          questionnaires={data.questionnaires}
          answered={answered}
          next={here}
        />
      </Card>

      <Card render={<section aria-labelledby="clinic-insurance" />}>
        <h2 id="clinic-insurance" className="web-h3">
          {t('clinic.insurance.title')}
        </h2>
        {data.intake.insurance_saved ? (
          <p>{t('clinic.insurance.saved')}</p>
        ) : (
          <>
            <p>{t('clinic.insurance.needed')}</p>
            <ButtonLink
              variant="secondary"
              render={<Link to={paths.app.child.insurance.getHref(child.id)} />}
            >
              {t('clinic.insurance.add')}
            </ButtonLink>
          </>
        )}
      </Card>

      <Card render={<section aria-labelledby="clinic-help" />}>
        <h2 id="clinic-help" className="web-h3">
          {t('clinic.help.title')}
        </h2>
        {helpFetcher.data?.helpSent ? (
          <p role="status">{t('clinic.helpRequest.sent', { email: account?.email ?? '' })}</p>
        ) : (
          <helpFetcher.Form method="post">
            <input type="hidden" name="intent" value="help" />
            <p>{t('clinic.help.body')}</p>
            <Button variant="secondary" type="submit" disabled={helpFetcher.state !== 'idle'}>
              {t('clinic.help.ask')}
            </Button>
          </helpFetcher.Form>
        )}
      </Card>
      <ClinicFailure failure={failure} />
    </div>
  );
}
