/**
 * Who writes which table: each table has one owner, the only code that inserts, updates or
 * deletes its rows (reads are free). Another feature that needs a change calls one of the
 * owner's functions (`calls`, exported from its `index.ts`), in its own transaction. Owners are
 * feature folders (`features/<name>`), or a platform port. `ownership.test.ts` reads the sources
 * against this map, and writes the table in docs/architecture.md from it.
 */
export const TABLE_OWNERS = {
  auth: {
    tables: [
      'user',
      'session',
      'account',
      'verification',
      'rate_limit',
      'sign_in_throttle',
      'reset_token_claim',
      'two_factor',
      'totp_code_claim',
    ],
    calls: [
      'setAccountRole',
      'banAccount',
      'deleteAccount',
      'revokeSessions',
      'setAccountName',
      'lockAdmins',
      'turnOffTwoFactorFor',
      'mailTwoFactorChanged',
    ],
  },
  profiles: {
    tables: ['profiles', 'profile_photos'],
    calls: [
      'grantMatchCredits',
      'spendMatchCredit',
      'refundMatchCredit',
      'setEmotionalType',
      'setMatchList',
      'grantBlueprint',
      'recordPlanPayment',
      'setSubscriptionStatus',
      'setPaymentCustomer',
      'holdForReview',
      'releaseReviewHold',
      'editProfileAsAdmin',
    ],
  },
  matching: { tables: ['questionnaire', 'matched_users'], calls: ['saveQuestionnaire'] },
  'chat-requests': {
    tables: ['chat_requests', 'chat_sessions'],
    calls: ['sendChatRequest', 'answerChatRequest'],
  },
  chats: { tables: ['chat_messages', 'chat_reads'], calls: ['storeMessage', 'postCard'] },
  identity: { tables: ['identity_reveals'], calls: ['consentToReveal'] },
  dates: { tables: ['date_requests'], calls: ['proposeDate', 'answerDate'] },
  coach: { tables: ['chat_history'], calls: [] },
  quizzes: {
    tables: [
      'quiz_questions',
      'temp_user',
      'temp_eq_result',
      'emotional_profile',
      'blueprint_profile',
    ],
    calls: ['seedQuestionBanks'],
  },
  billing: {
    tables: ['orders', 'payment_events', 'promo_codes'],
    calls: ['recordSandboxPurchase', 'closePaymentsOf'],
  },
  trainers: { tables: ['prompts'], calls: [] },
  safety: {
    tables: ['member_blocks', 'departed_blocks', 'ended_matches', 'reports'],
    calls: ['restoreBlocksOnReturn'],
  },
  notifications: {
    tables: ['notification_settings', 'notification_marks', 'push_subscriptions', 'push_outbox'],
    calls: ['setNotificationChoices'],
  },
  account: { tables: ['data_exports'], calls: ['startExportJob'] },
  audit: { tables: ['audit_log'], calls: ['recordAudit'] },
  support: { tables: ['support_messages'], calls: [] },
  verification: { tables: ['photo_verifications'], calls: [] },
  concierge: {
    tables: [
      'concierge_assignments',
      'concierge_sharing',
      'concierge_messages',
      'concierge_introductions',
    ],
    calls: [
      'assignOnPurchase',
      'assignWaitingMembers',
      'sendAsMember',
      'setSharing',
      'introduce',
      'writeAsConcierge',
    ],
  },
  'platform/mail': { tables: ['mail_outbox'], calls: ['MailPort.enqueue'] },
  'platform/storage': {
    tables: ['stored_file_deletions'],
    calls: ['queueFileDeletions', 'deleteQueuedFiles'],
  },
} as const satisfies Record<string, { tables: readonly string[]; calls: readonly string[] }>;

export type TableOwner = keyof typeof TABLE_OWNERS;

/**
 * Tables that hold a member's data without a key to their account (so no cascade can reach
 * them): their owner must erase it in its `erase` hook.
 */
export const UNKEYED_MEMBER_TABLES: Partial<Record<string, string>> = {
  mail_outbox: 'mails queued to the address',
};

/** Writers outside the owner, each on purpose. */
export const OTHER_WRITERS: readonly { file: string; table: string; why: string }[] = [
  {
    file: 'platform/payments/sandbox.ts',
    table: 'orders',
    why: "the sandbox provider keeps its intents' state in the order, standing in for Stripe's own records (decision 0004)",
  },
  {
    file: 'platform/payments/sandbox-confirm.ts',
    table: 'orders',
    why: 'the same sandbox records, when a test payment is confirmed',
  },
  {
    file: 'db/seed/quiz-questions.ts',
    table: 'quiz_questions',
    why: "the question banks' seed data, which quizzes' `seedQuestionBanks()` runs",
  },
];
