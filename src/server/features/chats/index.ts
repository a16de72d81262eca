// What other features use of chat: the coach lives in the chat page and follows its plan rule.
export { chatPlanOnly, otherMemberOf } from './access.js';
