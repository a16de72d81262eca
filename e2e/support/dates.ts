import { expect, type Page } from '@playwright/test';

/** Goes through the 3-step dialog: two days of next month, the given slots, the date type. */
export async function proposeDate(page: Page, slots: string[], type: 'Video date' | 'Phone date') {
  const dialog = page.getByRole('dialog');
  const next = dialog.getByRole('button', { name: /^(Next|Send Request|Send New Times)$/ });
  await expect(dialog.getByText('Step 1 of 3: Select dates')).toBeVisible();
  await expect(next).toBeDisabled();
  // Next month: every day of it is ahead, whatever day the journey runs.
  await dialog.getByRole('button', { name: /next month/i }).click();
  const days = dialog.getByRole('grid').getByRole('button');
  await days.nth(0).click();
  await days.nth(1).click();
  await next.click();
  await expect(dialog.getByText('Step 2 of 3: Select times')).toBeVisible();
  await expect(next).toBeDisabled();
  for (const slot of slots) await dialog.getByText(slot, { exact: true }).click();
  await next.click();
  await expect(dialog.getByText('Step 3 of 3: Choose date type')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByText(type).click();
  await next.click();
  await expect(dialog).toBeHidden();
}
