import type { CategoryLevel, EqCategory } from '#shared/domain/eq-scoring.js';

/** How each EQ category shows up inside a relationship, by level. */
export const IN_RELATIONSHIPS: Record<EqCategory, Record<CategoryLevel, string>> = {
  'Self-Awareness': {
    strong:
      'Because you know what you feel, you can tell a partner "I am not upset with you, I am worried about work", and save you both an evening of misunderstanding.',
    good: 'You can usually explain what is going on inside you, though on stressful days a partner may feel your mood before you have put a name to it.',
    developing:
      'A partner may sometimes feel your mood before you understand it yourself, which can lead to arguments about the wrong thing.',
  },
  'Emotional Regulation': {
    strong:
      'In a relationship your steadiness keeps small problems small, and a partner can bring you hard news without bracing for a storm.',
    good: 'You usually recover your balance after a hard moment, though a bad day can still leak into how you speak to the person closest to you.',
    developing:
      'When something hurts, the feeling can arrive faster than your words, and the person closest to you may feel its edge before they understand its cause.',
  },
  Empathy: {
    strong:
      'You notice the unspoken: the quiet dinner, the short reply, the smile that does not reach the eyes. A partner will feel seen by you.',
    good: 'You care about how a partner feels and often read them well, though you may need them to say it out loud when you are busy or preoccupied.',
    developing:
      'You may miss quieter signals unless a partner spells them out, and you may be tempted to fix a feeling before you have fully heard it.',
  },
  'Social Skills': {
    strong:
      'You can raise a difficult subject without starting a fight, and you reach out to make up afterwards, so problems get mended rather than buried.',
    good: 'You handle most conversations with a partner well, though in a tense moment you may let a problem slide to keep the peace.',
    developing:
      'Raising a hard subject, or reaching out after a disagreement, may feel risky, so problems can sit unmended for longer than they need to.',
  },
  Motivation: {
    strong:
      'You keep investing in a relationship through dull weeks and hard ones, and you learn from what went wrong instead of repeating it.',
    good: 'You stay committed to what matters, though a disappointment in love can knock your energy for a while.',
    developing:
      'When a relationship starts to feel like effort, you may be tempted to let it drift, even when it only needs more time.',
  },
};

type Level3 = 'high' | 'mid' | 'low';

/** Emotional balance (EQ) read together with steadiness in conflict (Blueprint). */
export const UNDER_PRESSURE: Record<CategoryLevel, Record<Level3, string>> = {
  strong: {
    high: 'Under pressure you hold steady on both fronts: you can calm yourself, and you trust that a disagreement will not break what you have. Just make sure your calm still shows your partner that you care.',
    mid: 'You can calm yourself well, and disagreements only unsettle you a little. Use that steadiness to stay in hard conversations a few minutes longer than feels comfortable.',
    low: 'There is an interesting contrast here. You can usually calm yourself, yet disagreements with a partner still feel risky. That suggests the fear is about losing the relationship rather than about coping with the feeling, and it is worth saying so to a partner you trust.',
  },
  good: {
    high: 'You trust that disagreements are survivable and you usually find your balance again, a sound footing for the conflicts every couple has.',
    mid: 'You usually recover your balance, and conflict unsettles you without overwhelming you. A short pause before replying will cover most of the difference.',
    low: 'You usually recover your balance, but conflict with someone you love feels bigger than other stresses. Naming that out loud ("arguments scare me a bit") often takes much of the fear out of them.',
  },
  developing: {
    high: 'You believe a disagreement will not break a relationship, yet your EQ answers show that strong feelings can run ahead of you. Your trust in the relationship is a strength; a pause routine will let your words catch up with it.',
    mid: 'Strong feelings can take time to settle for you, and conflict unsettles you. Agreeing on a pause signal with a partner, and always coming back, will protect you both.',
    low: 'Both sets of answers point the same way: strong feelings arrive fast and disagreements feel risky. This is the area where practice will change your relationships most, and the next steps below start there.',
  },
};
