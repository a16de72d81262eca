/** The whole database schema, one module per area. */
export * from './schema/auth.js';
export * from './schema/profiles.js';
export * from './schema/quizzes.js';
export * from './schema/chat.js';
export * from './schema/billing.js';
export * from './schema/platform.js';
export * from './schema/dates.js';
export * from './schema/safety.js';
export * from './schema/support.js';
export * from './schema/verification.js';
export * from './schema/concierge.js';
export * from './schema/push.js';
