export { PrescriptionEditor, type PrescriptionEditorProps } from './PrescriptionEditor';
