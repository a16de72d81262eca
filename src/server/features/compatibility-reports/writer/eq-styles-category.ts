import type { EqCategory } from '#shared/domain/eq-scoring.js';
import { claim } from './claims.js';
import type { ConnectionStyle } from './types.js';

type Written = Omit<ConnectionStyle, 'rests' | 'strengths' | 'blindSpots'> & {
  strengths: readonly string[];
  blindSpots: readonly string[];
};

/**
 * A style named after one category: its strengths are that category at work and its blind
 * spots that category's shadow, so every one rests on the category being good or strong.
 */
function resting(styles: Record<EqCategory, Written>): Record<EqCategory, ConnectionStyle> {
  const entries = Object.entries(styles).map(([c, style]) => {
    const rests = claim(`eq:${c}`, 'strength');
    const on = (text: string) => [text, rests] as const;
    const grounded = { strengths: style.strengths.map(on), blindSpots: style.blindSpots.map(on) };
    return [c, { ...style, ...grounded, rests: [rests] }];
  });
  return Object.fromEntries(entries) as Record<EqCategory, ConnectionStyle>;
}

/** The style named after a person's clearly strongest EQ category. */
export const CATEGORY_STYLES = resting({
  'Self-Awareness': {
    name: 'The Thoughtful Navigator',
    essence:
      'you know your own heart well and use that knowledge to steer your relationships with care',
    meaning:
      'You can usually name what you feel and why, you notice the early signs of stress, and you see how your mood spills onto the people around you. In a relationship this lets you navigate rather than drift: you can tell a partner what is going on for you, and you are less likely to confuse an old hurt with a new one.',
    quote: 'Knowing your own heart is what lets you share it clearly.',
    strengths: [
      'You can explain your feelings, which makes you easier to love well.',
      'You notice your own triggers and can warn a partner before they are hit by them.',
      'You take responsibility for your part in a problem instead of looking for someone to blame.',
    ],
    blindSpots: [
      'You may spend so long understanding a feeling that you forget to act on it or share it.',
      'You can expect a partner to be as self-aware as you are, and feel frustrated when they are not.',
    ],
    partner:
      'You need a partner who welcomes honest conversation about feelings and is willing to look at themselves too. Someone defensive or dismissive will wear you down; someone curious will make you feel at home.',
    step: 'Pair your self-knowledge with a request. When you notice a feeling, add one sentence about what would help, such as "I am anxious about tomorrow; could we talk it through tonight?"',
  },
  'Emotional Regulation': {
    name: 'The Calm Anchor',
    essence: 'you stay steady when emotions run high, and your calm helps others find theirs',
    meaning:
      'When things go wrong you can settle yourself, pause before you react and find your way back to balance. In a relationship that steadiness works like an anchor: arguments are less likely to spiral, and a partner can bring you bad news without bracing for an explosion.',
    quote: 'Your steadiness is a place a partner can rest.',
    strengths: [
      'You keep disagreements from escalating into something bigger than the issue.',
      'You recover from disappointment without taking it out on the people around you.',
      'You stay clear-headed in a crisis, and a partner will learn to lean on that.',
    ],
    blindSpots: [
      'Your calm can look like not caring to a partner who feels things loudly.',
      'You may manage feelings so well that you skip telling a partner you had them at all.',
    ],
    partner:
      'You need a partner who values calm and does not try to provoke a reaction to check that you care. At the same time, someone who gently invites you to show more of what you feel will help the relationship go deeper.',
    step: 'Let your calm show as warmth. When a partner is upset, say out loud that you understand how it feels before you suggest what to do about it.',
  },
  Empathy: {
    name: 'The Open-Hearted Listener',
    essence: 'you tune in to what others feel and make them feel truly heard',
    meaning:
      'You pick up on feelings that go unsaid, you try to see a situation from the other side, and you listen to the end before giving your view. In love this is one of the most valuable gifts there is: a partner who feels understood feels safe, and people who feel safe open up.',
    quote: 'Feeling heard is how love feels from the inside, and you give it freely.',
    strengths: [
      'You notice when something is wrong even when a partner says they are fine.',
      'You can hold both points of view in mind during a disagreement.',
      'You make a partner feel heard, which settles conflict faster than any argument could.',
    ],
    blindSpots: [
      "You may put a partner's feelings so far ahead of your own that your needs go unmet.",
      'You can be drawn to people who need a great deal of care, and give far more than you receive.',
    ],
    partner:
      'You need a partner who listens as well as you do, or who is clearly learning to. Look for someone who asks about your day and remembers the answer, and who offers you the same patience you offer everyone else.',
    step: 'For every conversation where you listen, make room for one where you are heard. Try saying to someone close, "There is something on my mind I would love to talk about."',
  },
  'Social Skills': {
    name: 'The Warm Connector',
    essence: 'you build bridges between people and handle hard conversations with grace',
    meaning:
      'You can raise difficult subjects without starting a fight, and you reach out to make up after a disagreement. You probably put new people at ease quickly. In a relationship this means problems get talked about and mended rather than buried, which is one of the clearest signs of a partnership that lasts.',
    quote: 'Problems that get talked about get mended, and you know how to start the talk.',
    strengths: [
      'You bring up hard topics in a way that invites conversation rather than defence.',
      'You reconnect quickly after conflict, so resentment has little room to grow.',
      "You make a partner's friends and family feel welcome.",
    ],
    blindSpots: [
      'You may smooth things over so skilfully that a deeper issue never gets looked at.',
      'Your ease with people can leave a more reserved partner feeling slow or awkward beside you.',
    ],
    partner:
      'You need a partner who is willing to talk, and who meets your efforts to reconnect instead of leaving all the mending to you. Someone who enjoys people, or at least enjoys watching you enjoy them, will fit well.',
    step: 'The next time you smooth over a disagreement, come back to it a day later and ask, "Was there something underneath that we did not get to?"',
  },
  Motivation: {
    name: 'The Devoted Builder',
    essence: 'you bring commitment, persistence and hope to the people you care about',
    meaning:
      'You keep going when progress is slow, you look for what you can still do when plans fall through, and you learn from past relationships instead of just leaving them behind. In love you are a builder: you believe good relationships are made over time, and you are willing to do the work.',
    quote: 'You build love the way good things are built: steadily, and on purpose.',
    strengths: [
      'You do not give up on a good relationship at the first difficulty.',
      'You bring hope to setbacks, which helps a partner keep perspective.',
      'You carry the lessons of past relationships into the present.',
    ],
    blindSpots: [
      'You may keep working at a relationship long after it has stopped being good for you.',
      'You can treat feelings as problems to solve when a partner simply wants them heard.',
    ],
    partner:
      'You need a partner who is just as willing to invest: someone with their own sense of direction who shows up consistently and meets your effort with effort of their own.',
    step: 'Alongside the goals you are working towards, set aside time each week to simply enjoy the people you love, with no plan attached.',
  },
});
