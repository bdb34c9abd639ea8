/** The UI kit's phone field, the module {@link ./phone-field} loads on demand. */
export { PhoneField, type PhoneFieldProps } from '@attune/ui';
