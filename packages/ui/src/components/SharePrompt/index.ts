export { SharePrompt, type SharePromptProps } from './SharePrompt';
