// What other features use of the coach: its default instructions (the trainers feature seeds and
// restores them) and the built-in coach (the admin's trainer test runs it when no model is set).
export { DEFAULT_COACH_PROMPT } from './trainer-prompt.js';
export { embeddedReply } from './embedded-coach.js';
