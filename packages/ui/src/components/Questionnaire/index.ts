export {
  QuestionnaireForm,
  type QuestionnaireFormProps,
  QuestionnaireView,
  type QuestionnaireViewProps,
} from './Questionnaire';
