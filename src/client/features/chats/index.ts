export { ChatSection } from './chat-section';
export { useUnreadChats } from './use-unread-chats';
export { ConciergeThread } from './concierge-thread';
