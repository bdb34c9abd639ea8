export { Button, type ButtonLook, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps, type ButtonLinkRenderProps } from './ButtonLink';
