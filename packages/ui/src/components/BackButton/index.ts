export { BackButton, type BackButtonProps } from './BackButton';
