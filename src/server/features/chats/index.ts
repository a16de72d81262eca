// What other features use of chat: the coach lives in the chat page and follows its plan rule;
// dates post cards into conversations and announce them like messages. Identity reveal does
// too, but gets these from app.ts: chats reads identity's view rule, so it cannot import chats.
export { chatPlanOnly, conversationClosed, otherMemberOf } from './access.js';
export { messageCreated } from './events.js';
// The demo world writes its conversations through the same store as the chat page.
export { storeMessage } from './messages.js';
// Dates and identity reveal post their cards into conversations through chats, the owner.
export { postCard, type ChatCard } from './cards.js';
export { startersForPair } from './starter-facts.js';
