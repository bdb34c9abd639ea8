export { AddOnDetails, type AddOnDetailsProps } from './AddOnDetails';
