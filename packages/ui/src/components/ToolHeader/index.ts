export { ToolHeader, type ToolHeaderProps } from './ToolHeader';
