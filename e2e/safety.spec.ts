import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { pairInConversation } from './support/pairs.js';

const thread = (page: Page) => page.getByRole('region', { name: /^Conversation with/ });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test('a member blocks a match from the chat: the conversation goes for both at once, and Settings can lift the block', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { him, her } = await pairInConversation(browser);
  await expect(thread(her)).toBeVisible();
  await expect(conversations(him).getByRole('link')).toHaveCount(2);
  const otherName = (await thread(her).getAttribute('aria-label'))!.replace(
    'Conversation with ',
    '',
  );

  await thread(her)
    .getByRole('button', { name: `More options for ${otherName}` })
    .click();
  await her.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = her.getByRole('dialog', { name: `Block ${otherName}?` });
  await expect(confirm).toContainText(`${otherName} will not be told.`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(her.getByText(`${otherName} is blocked`)).toBeVisible();

  // Gone for both, live: only the Relationship Coach is left in each list.
  await expect(thread(her)).toBeHidden();
  await expect(conversations(her).getByRole('link')).toHaveCount(1);
  await expect(thread(him)).toBeHidden();
  await expect(conversations(him).getByRole('link')).toHaveCount(1);
  await expect(conversations(him)).toContainText('Relationship Coach');

  // Her Settings list him, and lifting the block empties it.
  await her.getByRole('link', { name: 'Settings' }).first().click();
  const blocked = her.getByRole('list', { name: 'Blocked members' });
  await expect(blocked).toContainText(otherName);
  await blocked.getByRole('button', { name: `Unblock ${otherName}` }).click();
  await expect(her.getByText(`${otherName} is unblocked`)).toBeVisible();
  await expect(her.getByText('You have not blocked anyone.')).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'the settings section');
});
