export { UpdateToast, type UpdateToastProps } from './UpdateToast';
