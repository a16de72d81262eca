// What other features use of chat: the coach lives in the chat page and follows its plan rule;
// dates and identity reveal post cards into conversations and announce them like messages.
export { chatPlanOnly, conversationClosed, otherMemberOf } from './access.js';
export { messageCreated } from './events.js';
// The demo world writes its conversations through the same store as the chat page.
export { storeMessage } from './messages.js';
