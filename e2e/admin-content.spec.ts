// Runs in the 'after-journeys' project, once every other journey has finished: a question added
// to the EQ quiz would otherwise change the quiz under a member answering it in another worker.
import { expect, test } from '@playwright/test';
import { createTempUser, EQ_QUESTION_COUNT } from './support/quiz.js';
import { admin, signInByApi } from './support/users.js';

test('an admin creates, edits and retires a quiz question, and tunes and tests a trainer', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, admin.email, admin.password);
  await page.goto('/admin?tab=quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Question' }).click();
  const create = page.getByRole('dialog', { name: 'Create Question' });
  await create.getByLabel('Question').fill('How calm do you stay when plans change late?');
  await create.getByLabel('Category').selectOption('emotional');
  await create.getByLabel('Variable').fill('adaptability');
  await create.getByRole('button', { name: 'Create Question' }).click();
  await expect(create).toBeHidden();

  // The EQ questions come first, in quiz order: the new one is the 26th.
  await page.getByLabel('Rows per page').selectOption('50');
  const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });
  await rowOf('plans change late')
    .getByRole('button', { name: /^Actions for question/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit Question' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await edit
    .getByLabel('Question')
    .fill('How calm do you stay when plans change at the last minute?');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Question updated successfully!')).toBeVisible();
  const row = rowOf('plans change at the last minute');
  await expect(row).toBeVisible();

  // A visitor answers the quiz, new question included; deleting it now retires it.
  const visitor = (await browser.newContext()).request;
  const served = async () =>
    (
      (await (await visitor.get('/api/quizzes/emotional/questions')).json()) as {
        questions: unknown[];
      }
    ).questions.length;
  expect(await served()).toBe(EQ_QUESTION_COUNT + 1);
  await createTempUser(visitor, 'retire');
  await row.getByRole('button', { name: /^Actions for question/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Question' }).click();
  const retire = page.getByRole('dialog', { name: 'Delete Question' });
  await expect(retire).toContainText('it will be retired, so their results stay intact');
  await retire.getByRole('button', { name: 'Delete Question' }).click();
  await expect(page.getByText('Question retired', { exact: true })).toBeVisible();
  expect(await served()).toBe(EQ_QUESTION_COUNT);

  // A new trainer gets the default template; its prompt is edited, saved and tested.
  await page.getByRole('link', { name: 'AI Trainers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI Trainers Management' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New Trainer' }).click();
  const trainer = page.getByRole('dialog', { name: 'New Trainer' });
  await trainer.getByLabel('Name').fill('Gentle Listener');
  await trainer.getByLabel('Type').selectOption('confidence_coach');
  await trainer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Trainer created')).toBeVisible();
  await page
    .getByLabel('Prompt', { exact: true })
    .selectOption({ label: 'Gentle Listener (Confidence Coach)' });
  const editor = page.getByLabel('System prompt');
  await expect(editor).not.toHaveValue('');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await editor.fill('You are a gentle confidence coach. Answer in two sentences.');
  await expect(page.getByText('Characters: 59 | Tokens: ~15')).toBeVisible();
  await save.click();
  await expect(page.getByText('Prompt saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('tab', { name: 'Test' }).click();
  await page.getByLabel('Test input').fill('I freeze up before a first date. What can I do?');
  await page.getByRole('button', { name: 'Run Test' }).click();
  const response = page.getByRole('region', { name: 'AI Response' });
  await expect(response).not.toContainText('Run test to see AI response...');
  await expect(response).not.toContainText('Running test...');
  await expect(response).toContainText('the built-in coach answered');
});
