// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Explainer from './explainer';
import { ExplainerSlot } from './explainer-slot';
import { SCENES } from './scenes';

/** jsdom has neither: a settable motion preference, and observers the test moves on screen. */
let reducedMotion = false;
const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];

beforeEach(() => {
  reducedMotion = false;
  observers.length = 0;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Tells every observer its element is (or is not) on screen. */
function scroll(onScreen: boolean) {
  act(() => {
    for (const o of observers)
      if (o.target)
        o.callback(
          [{ isIntersecting: onScreen, target: o.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
  });
}

const caption = () => screen.getByTestId('explainer-caption').textContent;
/** Moves the fake clock; a synchronous act flushes React's updates before it returns. */
const wait = (ms: number) =>
  void act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Explainer', () => {
  it('plays its scenes in order, each with its caption, and stops at the end', () => {
    vi.useFakeTimers();
    render(<Explainer title="How Right One works" />);
    expect(caption()).toBe(SCENES[0]!.caption);
    expect(screen.getByTestId('explainer-caption').getAttribute('aria-live')).toBe('polite');
    wait(SCENES[0]!.durationMs + 100);
    expect(caption()).toBe(SCENES[1]!.caption);
    expect(
      screen
        .getByRole('progressbar', { name: 'Walkthrough progress' })
        .getAttribute('aria-valuetext'),
    ).toBe(`Scene 2 of ${SCENES.length}: ${SCENES[1]!.title}`);
    const total = SCENES.reduce((sum, s) => sum + s.durationMs, 0);
    expect(total).toBeGreaterThanOrEqual(30_000);
    expect(total).toBeLessThanOrEqual(45_000);
    wait(total);
    expect(caption()).toBe(SCENES.at(-1)!.caption);
    expect(screen.getByRole('button', { name: 'Watch again' })).toBeTruthy();
  });

  it('is driven from the keyboard: its buttons in order, and the arrow keys', () => {
    vi.useFakeTimers();
    render(<Explainer title="How Right One works" />);
    // Tab order: Previous (disabled on the first scene, so skipped), Pause, Next.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous scene',
      'Pause',
      'Next scene',
    ]);
    expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
    const pause = screen.getByRole('button', { name: 'Pause' });
    pause.focus();
    fireEvent.click(pause); // what Enter or Space does on a focused button
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play');
    wait(20_000);
    expect(caption()).toBe(SCENES[0]!.caption);

    // The arrow keys step through the scenes from anywhere inside the player.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(caption()).toBe(SCENES[1]!.caption);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(caption()).toBe(SCENES[2]!.caption);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(caption()).toBe(SCENES[1]!.caption);
    expect(
      screen.getByRole('button', { name: 'Next scene' }).getAttribute('aria-keyshortcuts'),
    ).toBe('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: 'Previous scene' }));
    expect(caption()).toBe(SCENES[0]!.caption);
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(caption()).toBe(SCENES[1]!.caption);

    // Played again, it moves on by itself.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(SCENES[1]!.durationMs + 100);
    expect(caption()).toBe(SCENES[2]!.caption);
  });

  it('stays still while paused, off screen, or in a hidden tab', () => {
    vi.useFakeTimers();
    render(<Explainer title="How Right One works" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(20_000);
    expect(caption()).toBe(SCENES[0]!.caption);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));

    scroll(false);
    wait(20_000);
    expect(caption()).toBe(SCENES[0]!.caption);
    scroll(true);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(20_000);
    expect(caption()).toBe(SCENES[0]!.caption);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(SCENES[0]!.durationMs + 100);
    expect(caption()).toBe(SCENES[1]!.caption);
  });

  it('with reduced motion shows still frames that change only when asked', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    const { container } = render(<Explainer title="How Right One works" />);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull();
    expect(container.querySelector('.rx-root')?.getAttribute('data-still')).toBe('true');
    wait(60_000);
    expect(caption()).toBe(SCENES[0]!.caption);
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(caption()).toBe(SCENES[1]!.caption);
    wait(60_000);
    expect(caption()).toBe(SCENES[1]!.caption);
  });
});

describe('ExplainerSlot', () => {
  it('shows a light poster first and loads the player when it comes into view', async () => {
    render(<ExplainerSlot title="How Right One works" />);
    expect(
      screen.getByRole('button', { name: 'Play the walkthrough: How Right One works' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('explainer-caption')).toBeNull();
    scroll(true);
    expect((await screen.findByTestId('explainer-caption')).textContent).toBe(SCENES[0]!.caption);
  });

  it('loads the player when its Play button is pressed, and hands it the focus', async () => {
    render(<ExplainerSlot title="How Right One works" />);
    fireEvent.click(screen.getByRole('button', { name: /Play the walkthrough/ }));
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(document.activeElement).toBe(pause);
  });
});
