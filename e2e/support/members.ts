import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi, signUpVerified } from './users.js';

export const headers = { origin: process.env.BASE_URL ?? 'http://127.0.0.1:3000' };

/** Answers every question of a quiz through the API, as the signed-in member of `request`. */
export async function takeQuiz(
  request: APIRequestContext,
  kind: 'emotional' | 'blueprint',
  answer: number,
) {
  const res = await request.get(`/api/quizzes/${kind}/questions`);
  expect(res.ok(), `${kind} questions: ${res.status()}`).toBe(true);
  const { questions } = (await res.json()) as { questions: { id: number }[] };
  const answers = questions.map((q) => ({ questionId: q.id, answer }));
  const saved = await request.post(`/api/quizzes/${kind}`, { headers, data: { answers } });
  expect(saved.ok(), `${kind} answers saved: ${saved.status()}`).toBe(true);
}

/** A verified member, signed in in this page's browser context, with the quizzes asked for. */
export async function memberWith(page: Page, quizzes: { blueprint?: boolean; eq?: boolean } = {}) {
  const member = await signUpVerified(page.request);
  await signInByApi(page, member.email, member.password);
  if (quizzes.blueprint) await takeQuiz(page.request, 'blueprint', 4);
  if (quizzes.eq) await takeQuiz(page.request, 'emotional', 5);
  return member;
}

/** The member's own id and email, as the server knows them. */
export async function ownProfile(request: APIRequestContext) {
  const res = await request.get('/api/profile');
  expect(res.ok(), `own profile: ${res.status()}`).toBe(true);
  return (await res.json()) as { id: string; email: string; plan: string; matchesCount: number };
}

/** Buys the blueprint through the sandbox's API with the 4242 test card (the journeys' shortcut to Premium). */
export async function buyBlueprintByApi(request: APIRequestContext) {
  const { id, email } = await ownProfile(request);
  const intent = await request.post('/api/billing/blueprint/intent', {
    headers,
    data: { email, userId: id, promoCode: null },
  });
  expect(intent.ok(), `blueprint intent: ${intent.status()}`).toBe(true);
  const { paymentIntentId, clientSecret } = (await intent.json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const paid = await request.post('/api/billing/sandbox/confirm', {
    headers,
    data: {
      paymentIntentId,
      clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
}

/** Premium plus a concierge plan's credits, bought through the sandbox API with the saved 4242 card. */
export async function buyPlanByApi(
  request: APIRequestContext,
  planId: 'basic' | 'popular' | 'premium' = 'basic',
) {
  await buyBlueprintByApi(request);
  const sub = await request.post('/api/billing/plans/subscribe', {
    headers,
    data: { planId, promoCode: null, paymentMethodId: null },
  });
  expect(sub.ok(), `subscribe: ${sub.status()}`).toBe(true);
  const { paymentIntentId, clientSecret } = (await sub.json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const paid = await request.post('/api/billing/sandbox/confirm', {
    headers,
    data: {
      paymentIntentId,
      clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
}

/** Saves the matching questionnaire through the API. */
export async function answerQuestionnaire(
  request: APIRequestContext,
  answers: { gender: 'Woman' | 'Man'; lookingFor: 'Woman' | 'Man'; zipCode: string },
) {
  const res = await request.put('/api/questionnaire', {
    headers,
    data: { ethnicity: 'White', preference: "Doesn't matter", birthYear: '1992', ...answers },
  });
  expect(res.ok(), `questionnaire: ${res.status()}`).toBe(true);
}
