// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderFor } from '../../lib/member.fixture';
import claimsDoc from '../../../../docs/claims.md?raw';
import { PurchaseCards } from '../../features/quizzes/purchase-cards';
import HelpPage from './help-page';
import LandingPage from './landing-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';
import VslPage from './vsl-page';

/**
 * Every promise a public page makes is in docs/claims.md with what backs it. A sentence counts
 * as a promise when it carries a figure or a promise word; it passes when it contains one of the
 * register's quoted texts. A register text that no page shows any more fails too, so the list
 * stays the product's real promises.
 */
const PAGES: Record<string, ComponentType> = {
  landing: LandingPage,
  vsl: VslPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  help: HelpPage,
  'plan cards': () => <PurchaseCards userId={null} />,
};
const PROMISE =
  /\d|guarantee|refund|verified|secure|encrypt|never|always|anytime|no contract|we do not|private|delete|charged|research|psycholog|counsel|human|free\b/i;
/** Not promises: section numbers, the date a document changed, a character counter. */
const NOT_A_PROMISE = /^(\d+\.|Last updated .*|[\d,]+ \/ [\d,]+)$/;

/** The register's rows: the quoted text, and where it is said. */
const register = claimsDoc.split('\n').flatMap((line) => {
  const row = /^\|\s*"([^"]+)"\s*\|\s*([^|]+?)\s*\|/.exec(line);
  return row ? [{ text: row[1]!, where: row[2]!.trim() }] : [];
});

const sentencesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('h1, h2, h3, p, li, dt, dd, td, button, label, summary')]
    .filter((el) => !el.querySelector('p, li, h3'))
    .flatMap((el) => (el.textContent ?? '').split(/(?<=[.!?])\s+/))
    // A numbered step's number runs into its text ("1Take the quiz").
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .replace(/^\d(?=[A-Z])/, '')
        .trim(),
    )
    .filter((s) => s && !NOT_A_PROMISE.test(s));

const says = (sentence: string, text: string) =>
  sentence.toLowerCase().includes(text.toLowerCase());

/** Each page's sentences, rendered once for every test below (whichever of them runs). */
const shown: Record<string, string[]> = {};
beforeAll(() => {
  // jsdom has no matchMedia; the theme toggle in the public header asks it for the dark scheme.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  for (const [name, Page] of Object.entries(PAGES)) {
    const { container } = renderFor(null, <Page />);
    shown[name] = sentencesOf(container);
    cleanup();
  }
});

describe('the claims register (docs/claims.md)', () => {
  for (const name of Object.keys(PAGES))
    it(`backs every promise on the ${name} page`, () => {
      const texts = register.filter((r) => r.where.includes(name)).map((r) => r.text);
      const unbacked = shown[name]!.filter((s) => PROMISE.test(s)).filter(
        (s) => !texts.some((t) => says(s, t)),
      );
      expect(unbacked).toEqual([]);
    });

  it('lists only what the pages still say', () => {
    const stale = register
      .filter((r) => Object.keys(PAGES).some((p) => r.where.includes(p)))
      .filter(
        (r) =>
          !Object.entries(shown).some(
            ([page, sentences]) => r.where.includes(page) && sentences.some((s) => says(s, r.text)),
          ),
      )
      .map((r) => `${r.text} (${r.where})`);
    expect(stale).toEqual([]);
  });
});
