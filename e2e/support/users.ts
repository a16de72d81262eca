import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailLink } from './mailbox.js';

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@rightone.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd',
};

export interface Member {
  name: string;
  email: string;
  password: string;
}

/** Every journey member's password (the delete-account journey types it again). */
export const MEMBER_PASSWORD = 'Garden-Walk-2024';

/** A member nobody else uses: every test gets its own address. */
export function newMember(label = 'member'): Member {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Robin Tester',
    email: `${label}-${unique}@example.com`,
    password: MEMBER_PASSWORD,
  };
}

const origin = () => ({ origin: process.env.BASE_URL ?? 'http://127.0.0.1:3000' });

/** Signs up through the API and opens the verification link from the mailbox. */
export async function signUpVerified(
  request: APIRequestContext,
  member = newMember(),
): Promise<Member> {
  const res = await request.post('/api/auth/sign-up/email', {
    headers: origin(),
    data: {
      name: member.name,
      email: member.email,
      password: member.password,
      callbackURL: '/login',
    },
  });
  expect(res.ok(), `sign-up of ${member.email}: ${res.status()}`).toBe(true);
  const link = await mailLink(request, member.email, 'verify-email');
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status(), 'the verification link is accepted').toBeLessThan(400);
  return member;
}

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signInByApi(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: origin(),
    data: { email, password },
  });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
}

/** Signs in the way a person does, on /login. */
export async function signInByForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
}
