export { PhoneField, type PhoneFieldProps } from './PhoneField';
