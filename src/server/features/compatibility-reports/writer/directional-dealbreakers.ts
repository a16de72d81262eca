import { traitLevel } from './blueprint-profile.js';
import { claim, type Draft } from './claims.js';
import type { Level } from './text.js';

/** The questions worth settling early, for the traits where a mismatch is hard to live with. */
const DEALBREAKERS: Record<string, Partial<Record<Level, string>>> = {
  wants_children: {
    high: '**Children.** You want to raise them. Ask early, and kindly, whether a partner does too and roughly when.',
    low: '**Children.** They are not central to your plans. Say so early, so no one builds hopes on a different future.',
    mid: '**Children.** You are undecided. That is honest; tell a partner it is an open question rather than a yes or a no.',
  },
  marriage: {
    high: '**Marriage.** A formal commitment matters to you. It is fair to ask within the first few months whether it matters to them.',
    low: '**Marriage.** You do not need it. Make sure a partner who does want it hears this before their hopes are set.',
  },
  fidelity: {
    high: '**Boundaries with others.** You need clear lines. Talk about what faithfulness means to each of you, including online friendships and old flames.',
    low: '**Boundaries with others.** You are relaxed here, which not everyone will be. Ask what a partner needs before assuming you agree.',
  },
  faith_meaning: {
    high: '**Faith and meaning.** Your beliefs shape your life. Find out early whether a partner can share them, or at least honour them.',
    low: '**Faith and meaning.** You do not need shared beliefs, but a partner may. Ask what role faith or purpose plays in their life.',
  },
  putting_down_roots: {
    high: '**Where to live.** You want to settle. Ask whether a partner sees their future in the same place, or is still on the move.',
    low: '**Where to live.** You want to stay open. A partner with deep local roots may need to know this soon.',
  },
  financial_caution: {
    high: '**Money.** Security matters to you. Talk about saving, debt and spending before you share any finances.',
    low: '**Money.** You like to enjoy it. A more cautious partner will need you to show you can plan together too.',
  },
  career_ambition: {
    high: '**Work.** Your career will ask a lot of you for now. Check that a partner can live with that, and what they need from you in return.',
  },
  family_closeness: {
    high: '**Family.** Yours is close. Ask how a partner feels about time with relatives, and about theirs.',
  },
};

/** Up to five questions, each recorded as a claim on the level of the trait it is about. */
export function dealbreakers(p: Draft): string[] {
  return Object.entries(DEALBREAKERS)
    .map(([trait, texts]) => ({ trait, level: traitLevel(p, trait), texts }))
    .filter(({ level, texts }) => texts[level])
    .slice(0, 5)
    .map(({ trait, level, texts }) => p.sayEach(texts[level]!, claim(`trait:${trait}`, level)));
}
