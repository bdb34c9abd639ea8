import * as z from 'zod';
import {
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  NameTextSchema,
  RequiredTextSchema,
  ShortTextSchema,
} from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import { helpRequestMessageError, helpRequestMessageProblem } from '../help-cards/help-center.logic';
import { ACCESS_CODE_PATTERN, isInsuranceCardDataUrl } from './clinical.logic';

/** One section of a consent form: a heading and its text (markdown). */
export const ConsentSectionSchema = z.object({
  title: z.string().min(1),
  body: z.string(),
});
/** One section of a consent form. */
export type ConsentSection = z.infer<typeof ConsentSectionSchema>;

/** A clinic's consent form, with the sections shown for a child patient and for an adult patient. */
export const ConsentFormSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  sections: z.object({
    children: z.array(ConsentSectionSchema),
    adults: z.array(ConsentSectionSchema),
  }),
});
/** A clinic's consent form. */
export type ConsentForm = z.infer<typeof ConsentFormSchema>;

/** Custody of the child as stated on a consent form. */
export const CustodyStatusSchema = z.enum(['sole', 'joint', 'other']);
/** Custody of the child. */
export type CustodyStatus = z.infer<typeof CustodyStatusSchema>;

/**
 * The `consent_form` object of `POST clinic/forms/consents`: who signs, for which patient, and the
 * agreement. `agreed` and `confirmed` must both be `true` (the agreement ticks and the confirmation), and the
 * `signature` (the typed name, or a drawn signature as a data URL) must be filled.
 */
export const ConsentInputSchema = z.object({
  consent_form_id: IdSchema,
  patient_id: IdSchema,
  name: NameTextSchema,
  date_of_birth: IsoDateSchema,
  // The child's gender, as ChildSchema's (inlined: importing children here would make a module cycle).
  gender: z.enum(['male', 'female', 'other']),
  address: RequiredTextSchema,
  city: RequiredTextSchema,
  state: RequiredTextSchema,
  zip: RequiredTextSchema,
  custody_status: CustodyStatusSchema,
  relationship: NameTextSchema,
  // A typed name, or a drawn signature as a data URL (up to 200,000 characters).
  signature: z.string().trim().min(1).max(200_000),
  agreed: z.literal(true),
  confirmed: z.literal(true),
});
/** The `consent_form` object of `POST clinic/forms/consents`. */
export type ConsentInput = z.infer<typeof ConsentInputSchema>;

/** A signed consent (`GET clinic/forms/consents`): which form, for which patient, who signed and when. */
export const ConsentSchema = z.object({
  id: IdSchema,
  consent_form_id: IdSchema,
  patient_id: IdSchema,
  name: z.string().min(1),
  signed_at: IsoDateTimeSchema,
});
/** A signed consent. */
export type Consent = z.infer<typeof ConsentSchema>;

/** An insurance record of a patient: `profile_type` is always `'Patient'`, `profile_id` the patient (child) id. */
export const InsuranceSchema = z.object({
  id: IdSchema,
  profile_type: z.literal('Patient'),
  profile_id: IdSchema,
});
/** An insurance record of a patient. */
export type Insurance = z.infer<typeof InsuranceSchema>;

/** An insurance plan the clinic accepts (`GET clinic/insurances/plans`), listed by `position`. */
export const InsurancePlanSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(0),
  name: z.string().min(1),
});
/** An insurance plan the clinic accepts. */
export type InsurancePlan = z.infer<typeof InsurancePlanSchema>;

/**
 * The insured person's details (`GET clinic/insurances/person_informations`). `insurances_plan_id` is `null`
 * when the plan is not in the list, and `custom_insurance_plan` then names it; `card` is the URL of the
 * photographed insurance card, `null` when entered by hand.
 */
export const PersonInformationSchema = z.object({
  id: IdSchema,
  ownable_id: IdSchema,
  ownable_type: z.literal('Patient'),
  insurances_plan_id: IdSchema.nullable(),
  custom_insurance_plan: z.string().nullable(),
  policy: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: IsoDateSchema.nullable(),
  card: z.string().nullable(),
});
/** The insured person's details. */
export type PersonInformation = z.infer<typeof PersonInformationSchema>;

/**
 * Body of `POST clinic/insurances/person_informations`, entered by hand: a known plan id, or
 * `insurances_plan_id: null` with `custom_insurance_plan` filled (the 'unknown plan' notice shows).
 */
export const PersonInformationInputSchema = z.object({
  person_information: z
    .object({
      ownable_id: IdSchema,
      ownable_type: z.literal('Patient'),
      insurances_plan_id: IdSchema.nullable(),
      custom_insurance_plan: ShortTextSchema.optional(),
      policy: RequiredTextSchema,
      first_name: NameTextSchema,
      last_name: NameTextSchema,
      date_of_birth: IsoDateSchema,
    })
    .superRefine((info, ctx) => {
      if (info.insurances_plan_id === null && !info.custom_insurance_plan?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['custom_insurance_plan'],
          message: 'Enter the insurance plan name',
        });
      }
    }),
});
/** Body of `POST clinic/insurances/person_informations`, entered by hand. */
export type PersonInformationInput = z.infer<typeof PersonInformationInputSchema>;

/** The two sides of an insurance card; a child keeps one photo of each (`front` when unsaid). */
export const InsuranceCardSideSchema = z.enum(['front', 'back']);
/** A side of an insurance card. */
export type InsuranceCardSide = z.infer<typeof InsuranceCardSideSchema>;

/** Body of `POST clinic/insurances/person_informations` for a photographed card: the image as a data URL. */
export const PersonInformationCardInputSchema = z.object({
  person_information: z.object({
    ownable_id: IdSchema,
    ownable_type: z.literal('Patient'),
    card: z.string().refine(isInsuranceCardDataUrl, {
      message: 'must be a JPEG, PNG or WebP photo of at most 700 KB',
    }),
    /** Which side of the card the photo shows; a new photo replaces the child's photo of that side. */
    side: InsuranceCardSideSchema.optional(),
  }),
});
/** Body of `POST clinic/insurances/person_informations` for a photographed card. */
export type PersonInformationCardInput = z.infer<typeof PersonInformationCardInputSchema>;

/**
 * The status of an appointment: `pending` (request received, the clinic will be in touch), `scheduled`
 * (upcoming; a join button shows at its time), `complete`.
 */
export const AppointmentStatusSchema = z.enum(['pending', 'scheduled', 'complete']);
/** The status of an appointment. */
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

/**
 * A clinic appointment of a patient (`GET clinic/patients/appointments?patient_id=`). `start_time` is `null`
 * while pending; `session_end_time` is set once the session has finished (a finished appointment unlocks the
 * child header controls for clinical accounts); `join_url` is the video link, `null` until scheduled.
 */
export const AppointmentSchema = z.object({
  id: IdSchema,
  patient_id: IdSchema,
  status: AppointmentStatusSchema,
  start_time: IsoDateTimeSchema.nullable(),
  session_end_time: IsoDateTimeSchema.nullable(),
  join_url: z.url().nullable(),
});
/** A clinic appointment. */
export type Appointment = z.infer<typeof AppointmentSchema>;

/**
 * A request for help from the clinic, e.g. for parent coaching (`source` says where it was asked from);
 * `message` is the parent's question (null when the request came without one).
 */
export const HelpRequestSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  source: z.string().min(1),
  message: z.string().nullable(),
  created_at: IsoDateTimeSchema,
});
/** A request for help from the clinic. */
export type HelpRequest = z.infer<typeof HelpRequestSchema>;

/**
 * Body of `POST clinic/patients/help_requests`: `{ child_id, help_request: { source, message? } }`. The
 * message is the parent's question, checked by core's `helpRequestMessageProblem` (required from the help
 * center's Contact us, at most `HELP_REQUEST_MESSAGE_MAX` characters).
 */
export const HelpRequestInputSchema = z.object({
  child_id: IdSchema,
  help_request: z
    .object({ source: z.string().min(1).max(TEXT_LIMITS.short), message: z.string().optional() })
    .superRefine((request, context) => {
      const problem = helpRequestMessageProblem(request.source, request.message);
      if (problem)
        context.addIssue({ code: 'custom', path: ['message'], message: helpRequestMessageError(problem) });
    }),
});
/** Body of `POST clinic/patients/help_requests`. */
export type HelpRequestInput = z.infer<typeof HelpRequestInputSchema>;

/** Body of `POST clinic/access_codes`: `{ access_code: { code } }`, the six digits a clinic gave. */
export const AccessCodeInputSchema = z.object({
  access_code: z.object({
    code: z.string().trim().regex(ACCESS_CODE_PATTERN, 'must be six digits'),
  }),
});
/** Body of `POST clinic/access_codes`. */
export type AccessCodeInput = z.infer<typeof AccessCodeInputSchema>;

/**
 * Answer of `POST clinic/access_codes`: the code's state for this account (`valid` when it has just made
 * the account clinical) and whether the account is now clinical.
 */
export const AccessCodeAnswerSchema = z.object({
  access_code: z.object({
    state: z.enum(['valid', 'not-recognised', 'already-applied', 'expired', 'max-uses']),
  }),
  clinical: z.boolean(),
});
/** Answer of `POST clinic/access_codes`. */
export type AccessCodeAnswer = z.infer<typeof AccessCodeAnswerSchema>;

/**
 * Where a patient's clinical intake stands (`GET clinic/patients/intake?patient_id=`): whether the consent
 * form is signed and insurance saved for them, and which questionnaires of their clinical set are answered.
 */
export const ClinicalIntakeSchema = z.object({
  patient_id: IdSchema,
  consent_signed: z.boolean(),
  insurance_saved: z.boolean(),
  answered_questionnaire_ids: z.array(IdSchema),
});
/** Where a patient's clinical intake stands. */
export type ClinicalIntake = z.infer<typeof ClinicalIntakeSchema>;

/** Body of `POST clinic/patients/appointments`: asks the clinic for an appointment for the patient. */
export const AppointmentRequestSchema = z.object({ patient_id: IdSchema });
/** Body of `POST clinic/patients/appointments`. */
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;
