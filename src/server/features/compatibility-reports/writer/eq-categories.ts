import type { CategoryLevel, EqBand, EqCategory } from '#shared/domain/eq-scoring.js';

/** What each category level means, in plain words (used by the EQ report). */
export const CATEGORY_LEVEL_TEXT: Record<EqCategory, Record<CategoryLevel, string>> = {
  'Self-Awareness': {
    strong:
      'Your self-awareness is strong. You usually know what you are feeling and why, so you can tell a partner what is going on instead of leaving them to guess.',
    good: 'Your self-awareness is good. Most of the time you can name what you feel, though a busy or stressful week can blur the picture until later.',
    developing:
      'Your self-awareness is still developing. Feelings sometimes arrive before you understand them, and you may only see what upset you once the moment has passed.',
  },
  'Emotional Regulation': {
    strong:
      'Your emotional balance is strong. You can calm yourself when upset and choose your words in a heated moment.',
    good: 'Your emotional balance is good. You usually find your footing again, although strong frustration can still slip into how you speak now and then.',
    developing:
      'Your emotional balance is still developing. When something hurts it can take a while to settle, and the people closest to you may feel the edge of it.',
  },
  Empathy: {
    strong:
      "Your empathy is strong. You sense unspoken feelings and try to see things from the other person's side, even in a disagreement.",
    good: 'Your empathy is good. You care how others feel and often read them well, though quieter signals can slip past when you are caught up in your own concerns.',
    developing:
      'Your empathy is still developing. It may be hard to read what others feel unless they say it plainly, and you may be tempted to talk someone out of a feeling rather than sit with it.',
  },
  'Social Skills': {
    strong:
      'Your relationship skills are strong. You can raise hard topics without a fight and reach out to make up after a disagreement.',
    good: 'Your relationship skills are good. You handle most conversations well, though you may sometimes let a tension pass rather than raise it.',
    developing:
      'Your relationship skills are still developing. Raising a hard subject, or reaching out after a disagreement, may feel risky, so problems can go unmended.',
  },
  Motivation: {
    strong:
      'Your motivation is strong. You keep going when things get hard and look for the lesson in what has not worked.',
    good: 'Your motivation is good. You stick with what matters to you, although a setback can take the wind out of your sails for a while.',
    developing:
      'Your motivation is still developing. When something starts to feel hard it can be tempting to let it go, and that can include relationships that simply need more time.',
  },
};

/** What the overall band means for relationships. */
export const BAND_TEXT: Record<EqBand, string> = {
  'Exceptional EQ':
    'That places you in the Exceptional EQ range. Emotional skill is a real foundation you can build a relationship on, so your task is less about learning new skills and more about choosing a partner who can meet you there.',
  'High EQ':
    'That places you in the High EQ range. You bring a great deal of emotional skill to relationships, and the areas to work on are refinements rather than repairs.',
  'Moderate-High EQ':
    'That places you in the Moderate-High EQ range. Your emotional foundations are solid, and one or two areas, given some attention, would make a noticeable difference to how close your relationships feel.',
  'Average EQ':
    'That places you in the Average EQ range, a workable starting point. You have real strengths to lean on, and the areas below are where a little practice will change the most.',
  'Developing EQ':
    'That places you in the Developing EQ range. This is not a verdict on how lovable you are; it simply shows where practice will help most, and these are skills that grow at any age.',
};

/** Concrete practices for the categories a person scored lowest in. */
export const CATEGORY_STEPS: Record<EqCategory, readonly [string, string]> = {
  'Self-Awareness': [
    'Keep a short feelings log for two weeks. Once a day, write down one feeling, what set it off and where you noticed it in your body.',
    'When you feel tense, ask yourself "What am I feeling, and what do I need?" before you reply to anyone.',
  ],
  'Emotional Regulation': [
    'Agree a pause signal with the people closest to you, so either of you can call a twenty-minute break when a conversation heats up, with a promise to come back to it.',
    'Find one calming habit that works for you, such as a walk, slow breathing or writing it out, and use it before important conversations rather than after them.',
  ],
  Empathy: [
    "In your next few disagreements, sum up the other person's view in your own words before giving yours, and ask whether you got it right.",
    'When someone shares a worry, hold back advice for the first few minutes and ask, "What is the hardest part of this for you?"',
  ],
  'Social Skills': [
    'Practise one small, direct request each day, such as "Could you call me tonight?", so that bigger requests come more easily.',
    'After a disagreement, reach out within a day with a simple message that says you care, even before everything is resolved.',
  ],
  Motivation: [
    'Pick one relationship habit, like a weekly phone call or a shared walk, and keep it for a month, including the weeks when it feels like effort.',
    'When something disappoints you, write down one thing you learned and one thing you can still do before deciding what it means.',
  ],
};

/** Next steps for someone whose areas are all strong: keeping and sharing, not repairing. */
export const KEEP_STEPS = [
  'Tell someone close to you what helps you most on a hard day, so they can be there for you the way you are for them.',
  'Once a week, ask a partner or close friend, "What is one thing I could do that would make this week easier for you?", and then do it.',
  'When a hard conversation goes well, notice what you did that helped and name it to yourself. Skills you can name are skills you can keep.',
  'Now and then, let someone else lead a difficult conversation, and notice what you learn from how they handle it.',
  'Keep one evening a week free of plans and problem-solving, and spend it simply enjoying the people you love.',
] as const;

/** Lower-case names for use inside sentences. */
export const CATEGORY_PLAIN_NAMES: Record<EqCategory, string> = {
  'Self-Awareness': 'self-awareness',
  'Emotional Regulation': 'emotional balance',
  Empathy: 'empathy',
  'Social Skills': 'relationship skills',
  Motivation: 'motivation',
};
