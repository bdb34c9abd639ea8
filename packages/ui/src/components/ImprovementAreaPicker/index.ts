export { ImprovementAreaPicker, type ImprovementAreaPickerProps } from './ImprovementAreaPicker';
