export { Toast, type ToastProps, ToastRegion, type ToastRegionProps } from './Toast';
