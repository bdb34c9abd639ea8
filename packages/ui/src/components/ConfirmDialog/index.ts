export { BackWarning, type BackWarningProps, ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
