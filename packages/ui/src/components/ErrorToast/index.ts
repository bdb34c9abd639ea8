export { ErrorToast, type ErrorToastProps } from './ErrorToast';
