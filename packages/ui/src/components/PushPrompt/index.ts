export { PushPrompt, type PushPromptProps } from './PushPrompt';
