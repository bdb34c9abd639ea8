export {
  CheckboxField,
  type CheckboxFieldProps,
  CheckboxGroup,
  type CheckboxGroupProps,
} from './CheckboxField';
