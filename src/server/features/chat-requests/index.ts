// What other features use of chat requests: the demo world sends and answers its requests
// through the same service as the matches page. Chat requests own chat_requests.
export { answerChatRequest, sendChatRequest } from './service.js';
// Its part of deleting and separating members (app.ts hands it to account and safety).
export { chatRequestsLifecycle } from './lifecycle.js';
