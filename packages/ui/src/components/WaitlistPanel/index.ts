export { WaitlistPanel, type WaitlistPanelProps } from './WaitlistPanel';
