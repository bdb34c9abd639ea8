// The hooks' view models are the core's `connect()` results, under the names the UI kit has used.
export type {
  CodeEntryApi as CodeEntryView,
  GoalMeterApi as GoalProgressView,
  GoalMeterFacts as GoalFacts,
  PrescriptionEditorApi as PrescriptionEditorView,
  PrescriptionEditorStatus,
  PurchaseApi as PurchaseView,
  SessionCardApi as SessionCardView,
  SessionCardDialog,
  TargetRecognitionApi as TargetRecognitionView,
  WaitlistApi as WaitlistView,
} from '@attune/core';
export { useApplyFocus } from './useApplyFocus';
export { type UseCodeEntryOptions, useCodeEntry } from './useCodeEntry';
export { useGoalProgress } from './useGoalProgress';
export { LOADING_HIDE_DELAY_MS, useHideDelay } from './useHideDelay';
export { type UsePrescriptionEditorOptions, usePrescriptionEditor } from './usePrescriptionEditor';
export { type UsePurchaseOptions, usePurchase } from './usePurchase';
export { type UseQuestionnaireOptions, useQuestionnaire } from './useQuestionnaire';
export { type UseSessionCardActionsOptions, useSessionCardActions } from './useSessionCardActions';
export {
  COPY_CONFIRMATION_MS,
  type Shareable,
  type ShareChannel,
  type ShareView,
  shareHref,
  type UseShareOptions,
  useShare,
} from './useShare';
export { type UseTargetRecognitionOptions, useTargetRecognition } from './useTargetRecognition';
export { type UseWaitlistOptions, useWaitlist } from './useWaitlist';
