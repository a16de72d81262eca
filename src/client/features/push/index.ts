export { PushCard } from './push-card';
export { PushPrompt } from './push-prompt';
