// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import css from './explainer.css?raw';
import { SCENES } from './scenes';

afterEach(cleanup);

/** The body of each @keyframes rule in the explainer's stylesheet, by name. */
function keyframes(): Map<string, string> {
  const rules = new Map<string, string>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g))
    rules.set(match[1]!, match[2]!);
  return rules;
}

// Text caught half-faded fails contrast (axe found it in a dialog; decision 0034): only the
// decorative fade may touch opacity, and no faded beat may hold words.
describe('the walkthrough keeps its text at full contrast', () => {
  it('animates opacity only in the decorative fade', () => {
    const rules = keyframes();
    expect([...rules.keys()]).toEqual(
      expect.arrayContaining(['rx-rise', 'rx-pop', 'rx-fade', 'rx-grow']),
    );
    const fading = [...rules].filter(([, body]) => body.includes('opacity')).map(([n]) => n);
    expect(fading).toEqual(['rx-fade']);
  });

  it.each(SCENES.map((s) => [s.id, s] as const))('scene %s fades no text', (_, scene) => {
    const { container } = render(<scene.Visual />);
    const faded = [...container.querySelectorAll('.rx-fade')];
    expect(faded.length + container.querySelectorAll('.rx-rise').length).toBeGreaterThan(0);
    for (const el of faded) expect(el.textContent?.trim()).toBe('');
  });
});
