import type { Page, WebSocket } from '@playwright/test';

/**
 * Opens a member page and waits until its realtime socket is greeted (`hello`): only then do
 * events sent to the member reach this page as toasts. Without the wait, a journey that acts at
 * once races the socket's connection. The frame listener is attached the moment the socket
 * opens, inside the `websocket` event: the greeting can arrive while `goto` is still waiting for
 * the page's load event, and a listener attached after `goto` would miss it. Answers the socket,
 * so a journey can watch what else it hears.
 */
export async function gotoLive(page: Page, url: string): Promise<WebSocket> {
  let onSocket: ((ws: WebSocket) => void) | undefined;
  const greeted = new Promise<WebSocket>((resolve) => {
    onSocket = (ws) => {
      if (!ws.url().endsWith('/api/realtime')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"hello"')) resolve(ws);
      });
    };
    page.on('websocket', onSocket);
  });
  try {
    await page.goto(url);
    return await greeted;
  } finally {
    page.off('websocket', onSocket!);
  }
}
