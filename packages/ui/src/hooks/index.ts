export { type CodeEntryView, type UseCodeEntryOptions, useCodeEntry } from './useCodeEntry';
export { type GoalFacts, type GoalProgressView, useGoalProgress } from './useGoalProgress';
export { LOADING_HIDE_DELAY_MS, useHideDelay } from './useHideDelay';
export {
  type PrescriptionEditorStatus,
  type PrescriptionEditorView,
  type UsePrescriptionEditorOptions,
  usePrescriptionEditor,
} from './usePrescriptionEditor';
export { type PurchaseView, type UsePurchaseOptions, usePurchase } from './usePurchase';
export {
  type SessionCardDialog,
  type SessionCardView,
  type UseSessionCardActionsOptions,
  useSessionCardActions,
} from './useSessionCardActions';
export {
  COPY_CONFIRMATION_MS,
  type Shareable,
  type ShareChannel,
  type ShareView,
  shareHref,
  type UseShareOptions,
  useShare,
} from './useShare';
export { type UseWaitlistOptions, useWaitlist, type WaitlistView } from './useWaitlist';
