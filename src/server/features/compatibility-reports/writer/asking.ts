/**
 * Every sentence about asking for what you need, keyed by the one `asks` fact (facts.ts). Social
 * skill (EQ) and directness (Blueprint) both bear on it; reading them separately once let the
 * EQ insights call asking risky while the development report said the member speaks up early.
 */
import { claim, type Draft } from './claims.js';
import type { Asking } from './facts.js';

type AskingTexts = Record<Asking, string>;

/** The early weeks of dating (development report). */
export const ASKING_EARLY: AskingTexts = {
  readily:
    'You will probably say what you like and what you do not fairly early, which saves everyone time.',
  sometimes:
    'You say what you like once you feel safe with someone, so a new partner learns your wishes a little after the first dates rather than on them.',
  hard: 'You may wait to see how things go before saying what you want, so a new partner may not know how interested you are unless you show it.',
};

/** Reaching for connection (EQ insights) when reassurance matters to the member. */
export const ASKING_FOR_REASSURANCE: AskingTexts = {
  readily:
    'You need reassurance and you are able to ask for it, which makes it easy for a partner to get it right.',
  sometimes:
    'You need reassurance, and once you feel safe you ask for it; saying so a little sooner, rather than waiting to be noticed, will help a partner get it right.',
  hard: 'At the same time, you need reassurance, and asking for it may feel risky, so the most important skill for you is asking for it plainly.',
};

/** Reaching for connection (EQ insights) when reassurance matters less. */
export const ASKING_FOR_NEEDS: AskingTexts = {
  readily:
    'When you need something from a partner you tend to ask for it, so they rarely have to guess.',
  sometimes:
    'You say what you need once you feel safe with someone; until then a partner may have to read it from what you do.',
  hard: 'Asking for what you need may feel risky, so important things can stay unsaid for too long.',
};

/** The sentence for the member's `asks`, recorded as a claim on it (`asks:<topic>`). */
export const sayAsking = (p: Draft, topic: string, texts: AskingTexts): string =>
  p.say(texts[p.asks], claim(`asks:${topic}`, p.asks));
