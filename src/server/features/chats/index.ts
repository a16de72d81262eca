// What other features use of chat: the coach lives in the chat page and follows its plan rule.
export { chatPlanOnly } from './access.js';
