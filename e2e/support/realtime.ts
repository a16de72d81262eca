import type { Page } from '@playwright/test';

/**
 * Opens a member page and waits until its realtime socket is greeted (`hello`): only then do
 * events sent to the member reach this page as toasts. Without the wait, a journey that acts at
 * once races the socket's connection.
 */
export async function gotoLive(page: Page, url: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/realtime'));
  await page.goto(url);
  await (
    await socket
  ).waitForEvent('framereceived', (frame) => String(frame.payload).includes('"hello"'));
}
