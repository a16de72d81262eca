import { EQ_CATEGORIES, type EqCategory } from '#shared/domain/eq-scoring.js';
import { claim } from './claims.js';
import type { ConnectionStyle } from './types.js';

const strong = (c: EqCategory) => claim(`eq:${c}`, 'strong');
const strength = (c: EqCategory) => claim(`eq:${c}`, 'strength');
const growth = (c: EqCategory) => claim(`eq:${c}`, 'growth');
const EVEN = claim('eq', 'even');

/** Styles that come from the overall shape of the five scores rather than one top category. */
export const PATTERN_STYLES = {
  steadyHarbour: {
    rests: EQ_CATEGORIES.map(strong),
    name: 'The Steady Harbour',
    essence:
      'you bring calm, understanding and warmth to the people you love, and they feel safe coming to you',
    meaning:
      'Across all five areas your answers are consistently strong. You tend to know what you feel, steady yourself when emotions run high, pick up on what others feel, talk through hard things, and keep going when a relationship asks for effort. In a relationship that makes you a harbour: a place where a partner can come in from a hard day and be met with patience rather than more rough weather.',
    quote:
      'You are the kind of person others can bring anything to. Let someone be that for you too.',
    strengths: [
      [
        'You stay present in hard conversations instead of shutting down or flaring up.',
        strong('Emotional Regulation'),
      ],
      [
        "You notice a partner's mood early and respond with care rather than guesswork.",
        strong('Empathy'),
      ],
      [
        'You keep investing in a relationship through ordinary weeks, not only the exciting ones.',
        strong('Motivation'),
      ],
    ],
    blindSpots: [
      [
        'Because you cope well, you may become the one who always holds things together and forget to let yourself be held.',
        strong('Emotional Regulation'),
      ],
      [
        'You can stay patient for a long time before admitting that something is not working for you.',
        strong('Motivation'),
      ],
    ],
    partner:
      'You need a partner who can meet you at your level: someone who does their own emotional work rather than relying on you to do it for both of you. Look for a person who asks how you are and waits for the real answer, who takes responsibility for their moods, and who lets you lean on them too.',
    step: 'Practise receiving. The next time you are tired or worried, tell someone close to you before you have solved it yourself.',
  },
  evenKeeled: {
    rests: [EVEN],
    name: 'The Even-Keeled Companion',
    essence: 'you bring balance and steadiness, with no single area pulling you off course',
    meaning:
      'Your five areas sit close together, with no one skill towering over the others and none lagging far behind. That balance is quietly valuable. You are unlikely to be swept away by feeling or to ignore it altogether; you tend to respond in proportion to what is happening. People usually find you easy and reliable company, and a partner will rarely be caught off guard by a side of you they did not know.',
    quote: 'Balance is not the absence of feeling. It is feeling in proportion.',
    strengths: [
      ['You respond in proportion, so small problems tend to stay small with you.', EVEN],
      [
        'You are consistent: the person a partner meets on a first date is the person they know a year later.',
        EVEN,
      ],
      ['You can adapt to many kinds of partner because no single need dominates you.', EVEN],
    ],
    blindSpots: [
      [
        'Balance can slide into holding back, and a partner may wonder what you feel strongly about.',
        EVEN,
      ],
      ['You may not push yourself to grow in any one area, because nothing feels urgent.', EVEN],
    ],
    partner:
      'You need a partner who values steadiness over drama and who can help you say more of what is going on underneath. Someone curious about your inner world, and patient enough to draw it out, will find a great deal there.',
    step: 'Choose the one area you would most like to deepen and give it a month of attention. Steady people grow fastest with a clear focus.',
  },
  deepFeeler: {
    rests: [strength('Empathy'), growth('Emotional Regulation')],
    name: 'The Deep Feeler',
    essence: 'you feel deeply, for yourself and for others, and your care runs strong',
    meaning:
      "Your answers show a strong ability to sense what others feel, together with emotions of your own that can run high and take time to settle. You are the person who notices a friend is struggling before they say so, and who feels their pain almost as your own. In love this makes you tender, devoted and intensely present. It also means strong feelings can sweep through you, and in a conflict you may feel both your hurt and your partner's at once.",
    quote: 'Your sensitivity is a strength. It becomes a gift when it has somewhere calm to land.',
    strengths: [
      ['You notice what a partner feels before they have found the words.', strength('Empathy')],
      ['You offer comfort that feels personal rather than routine.', strength('Empathy')],
      [
        "You take a partner's inner world seriously, which helps them feel known.",
        strength('Empathy'),
      ],
    ],
    blindSpots: [
      [
        "You may absorb a partner's moods so fully that you lose track of your own needs.",
        strength('Empathy'),
      ],
      [
        'In tense moments your feelings can arrive faster than your words, and a partner may see the storm before the care behind it.',
        growth('Emotional Regulation'),
      ],
    ],
    partner:
      'You need a partner who is steady without being cold: someone who stays calm when feelings run high, never mistakes your sensitivity for weakness, and returns the attention you give so freely.',
    step: "Build a short pause routine for heated moments: name the feeling to yourself, take three slow breaths, then speak. It protects your feelings and your partner's.",
    practises: 'Emotional Regulation',
  },
  quietObserver: {
    rests: [strength('Self-Awareness'), growth('Social Skills')],
    name: 'The Quiet Observer',
    essence:
      'you understand yourself well and notice a great deal, though you share your inner world slowly',
    meaning:
      'You know your own inner weather well: what upsets you, what calms you and how your mood affects others. Putting that understanding into words with other people, especially when something is difficult, comes less easily. You probably think before you speak, notice more than you say, and prefer a few deep connections to many light ones. The person who earns your trust gets to know someone with real depth.',
    quote:
      'You already understand what you feel. The next step is letting someone else understand it too.',
    strengths: [
      ['You rarely blame a partner for feelings that belong to you.', strength('Self-Awareness')],
      ['You think before you speak, so your words carry weight.', strength('Self-Awareness')],
      ['You notice patterns in yourself and can change them.', strength('Self-Awareness')],
    ],
    blindSpots: [
      [
        'You may understand a problem perfectly and still not raise it, leaving a partner guessing.',
        growth('Social Skills'),
      ],
      [
        'Your reserve can look like distance to someone who shows their feelings more openly.',
        growth('Social Skills'),
      ],
    ],
    partner:
      'You need a partner who is patient with your pace and gently curious: someone who asks good questions, gives you time to answer and does not fill every silence. They should also be someone you feel safe enough with to say the difficult thing out loud.',
    step: 'Each week, tell someone close to you one thing you noticed about your own feelings. Turning what you notice into spoken words is the bridge you are building.',
    practises: 'Social Skills',
  },
} satisfies Record<string, ConnectionStyle>;
