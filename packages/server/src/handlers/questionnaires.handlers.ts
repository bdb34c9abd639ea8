/** Handlers of `questionnaires`: the questionnaires and a patient's clinical set. */
import type { questionnairesContract } from '@attune/api/contract';
import { clinicalAnswers } from '../clinic/clinic.service';
import type { HandlersOf } from '../http/router';
import {
  clinicalQuestionnaires,
  listQuestionnaires,
  readQuestionnaire,
} from '../questionnaires/questionnaires.service';

/** The questionnaires (the patient of the clinical set is checked by the router). */
export const questionnairesHandlers: HandlersOf<typeof questionnairesContract> = {
  listQuestionnaires: async ({ ctx }) => ({ questionnaires: await listQuestionnaires(ctx) }),
  getQuestionnaire: async ({ ctx, params }) => ({ questionnaire: await readQuestionnaire(ctx, params.id) }),
  listClinicalQuestionnaires: async ({ ctx, child }) => ({
    questionnaires: await clinicalQuestionnaires(ctx, child),
  }),
  listAnsweredQuestionnaires: async ({ ctx, child }) => ({
    questionnaire_ids: (await clinicalAnswers(ctx, child)).answered,
  }),
};
