// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const page = () => Promise.resolve({ default: () => <h1>The quiz</h1> });

function draw(Page: () => React.JSX.Element) {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    ),
  );
  return { container, root };
}

it('a preloaded page renders in the first commit, without the spinner', async () => {
  const Page = lazyPage(page);
  await Page.preload();
  const { container, root } = draw(Page);
  expect(container.textContent).toBe('The quiz');
  act(() => root.unmount());
});

it('a page not loaded yet suspends first, then shows', async () => {
  const Page = lazyPage(page);
  const { container, root } = draw(Page);
  expect(container.textContent).toBe('Loading');
  await act(async () => {
    await Page.preload();
  });
  expect(container.textContent).toBe('The quiz');
  act(() => root.unmount());
});
