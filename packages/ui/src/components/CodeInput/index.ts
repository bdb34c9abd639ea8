export { CodeInput, type CodeInputProps } from './CodeInput';
