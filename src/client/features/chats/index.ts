export { ChatSection } from './chat-section';
