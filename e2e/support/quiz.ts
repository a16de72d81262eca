import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newMember } from './users.js';

export const EQ_QUESTION_COUNT = 25;
export const BLUEPRINT_QUESTION_COUNT = 60;

const origin = () => ({ origin: process.env.BASE_URL ?? 'http://127.0.0.1:3000' });

/**
 * Answers the first `count` questions (of `total`) with the same option, the way a person does:
 * wait for "Question i of n", then tap the answer (the flow auto-advances).
 */
export async function answerAll(page: Page, count: number, option: string, total = count) {
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(`Question ${i} of ${total}`, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: option, exact: true }).click();
  }
}

export interface TempUser {
  userId: string;
  name: string;
  email: string;
}

/**
 * A visitor who finished the EQ quiz with a high score, made through the public API (the EQ
 * journey itself is covered by eq-quiz.spec.ts): returns the temporary user behind /bluz.
 */
export async function createTempUser(request: APIRequestContext, label = 'eq'): Promise<TempUser> {
  const questions = await request.get('/api/quizzes/emotional/questions');
  expect(questions.ok(), 'the EQ questions load').toBe(true);
  const { questions: list } = (await questions.json()) as { questions: { id: number }[] };
  const { name, email } = newMember(label);
  const res = await request.post('/api/quizzes/emotional/anonymous', {
    headers: origin(),
    data: { answers: list.map((q) => ({ questionId: q.id, answer: 5 })), email, fullName: name },
  });
  expect(res.ok(), `anonymous EQ for ${email}: ${res.status()}`).toBe(true);
  const { userId } = (await res.json()) as { userId: string };
  return { userId, name, email };
}

/** Pretends this browser already answered every Blueprint question (the /bluz resume path). */
export async function seedBlueprintAnswers(page: Page, tempUserId: string, answer = 4) {
  await page.addInitScript(
    ({ id, value, count }) =>
      localStorage.setItem(
        'blueprintAnswers',
        JSON.stringify({ tempUserId: id, choices: Array<number>(count).fill(value) }),
      ),
    { id: tempUserId, value: answer, count: BLUEPRINT_QUESTION_COUNT },
  );
}

/** Collects the POSTs a page makes to one API path, to prove a call did or did not happen. */
export function watchPosts(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === path) seen.push(req.url());
  });
  return seen;
}

/** The EQ 'ALMOST DONE' step: submit stays disabled until both fields are filled, then sends. */
export async function fillContact(page: Page, name: string, email: string) {
  await expect(page.getByText('ALMOST DONE')).toBeVisible();
  const submit = page.getByRole('button', { name: 'See My Results' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your name').fill(name);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your email').fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
}
