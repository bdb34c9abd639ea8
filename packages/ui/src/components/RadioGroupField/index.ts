export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField';
