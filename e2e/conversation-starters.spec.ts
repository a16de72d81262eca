import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { pairInConversation } from './support/pairs.js';

const thread = (page: Page) => page.getByRole('region', { name: /^Conversation with/ });
const startersOf = (page: Page) => page.getByRole('region', { name: 'Conversation starters' });

test('a new conversation offers three openers; one goes into the composer to edit and send', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { him, her } = await pairInConversation(browser);

  // An empty conversation: three openers, each a button, and three others on request.
  const starters = startersOf(him);
  await expect(starters.getByRole('listitem')).toHaveCount(3);
  const first = await starters.getByRole('listitem').allTextContents();
  first.forEach((line) => expect(line).toMatch(/\?$/));
  await expectNoSeriousA11yViolations(him, 'conversation starters');
  await starters.getByRole('button', { name: 'Show others' }).click();
  await expect(starters.getByRole('button', { name: first[0]! })).toBeHidden();
  const others = await starters.getByRole('listitem').allTextContents();
  expect(others.filter((line) => first.includes(line))).toEqual([]);

  // One click puts it in the composer, unsent; he makes it his own and sends it.
  const composer = him.getByRole('textbox', { name: 'Message' });
  await starters.getByRole('button', { name: others[1]! }).click();
  await expect(composer).toHaveValue(others[1]!);
  await expect(composer).toBeFocused();
  await expect(thread(her).getByText(others[1]!)).toBeHidden();
  await composer.pressSequentially(' Mine starts with a long walk.');
  await composer.press('Enter');
  const sent = `${others[1]!} Mine starts with a long walk.`;
  await expect(thread(her).getByText(sent)).toBeVisible();

  // The conversation has begun: the starters step aside for both.
  await expect(startersOf(him)).toBeHidden();
  await expect(startersOf(her)).toBeHidden();
});
