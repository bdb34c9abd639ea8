export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { PhoneFieldPlaceholder, type PhoneFieldPlaceholderProps } from './PhoneFieldPlaceholder';
