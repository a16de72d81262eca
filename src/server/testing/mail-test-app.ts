import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.js';

/**
 * A test app and a real SMTP server for one file's tests, handed to `use` once both are up;
 * before each test the outbox and the received list are empty again.
 */
export function withAppAndSmtpServer(use: (t: TestApp, smtp: TestSmtpServer) => void) {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startTestSmtpServer();
    use(t, smtp);
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });
}
