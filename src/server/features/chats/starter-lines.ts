import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';

/** The Blueprint areas a match card says the two see eye to eye on: what they share, then asks. */
export const AREA_LINES: Record<BlueprintSection, { share: string; asks: readonly string[] }> = {
  values: {
    share: 'We see eye to eye on what matters most in life',
    asks: [
      'what is something you would never compromise on?',
      'who has shaped the way you see the world?',
    ],
  },
  communication: {
    share: 'We seem to talk things through in a similar way',
    asks: [
      'are you more of a texter or a caller?',
      'what is a conversation that changed your mind about something?',
    ],
  },
  lifestyle: {
    share: 'We seem to like living day to day in a similar way',
    asks: [
      'what does a really good weekday evening look like for you?',
      'what is your favourite way to spend a Saturday morning?',
    ],
  },
  goals: {
    share: 'We seem to want similar things from the years ahead',
    asks: [
      'what is something you are working towards right now?',
      'what would make this year a great one for you?',
    ],
  },
};

/** The EQ strength a match card says both bring. */
export const EQ_LINES: Record<EqCategory, { share: string; asks: readonly string[] }> = {
  'Self-Awareness': {
    share: 'Apparently we both know ourselves pretty well',
    asks: ['what is something you learned about yourself recently?'],
  },
  'Emotional Regulation': {
    share: 'Apparently we both keep a cool head',
    asks: ['what is your best trick for resetting after a long day?'],
  },
  Empathy: {
    share: 'Apparently we are both good listeners',
    asks: ['who is the person you always end up talking to at parties?'],
  },
  'Social Skills': {
    share: 'Apparently we both get on easily with people',
    asks: ['what is the best conversation you have had with a stranger?'],
  },
  Motivation: {
    share: 'Apparently we both keep going when things get hard',
    asks: ['what is something you stuck with and are proud of?'],
  },
};

/** Both members' cities: the same one, or each their own. */
export const SAME_CITY = (city: string) => [
  `We are both in ${city} — what is your favourite spot there that most people miss?`,
  `We are both in ${city} — where would you take a friend on their first evening in town?`,
];
export const OTHER_CITY = (mine: string, theirs: string) => [
  `I am in ${mine} and you are in ${theirs} — what do you love most about living there?`,
  `What is one thing I would have to try if I ever visited ${theirs}?`,
];

/** The other member's occupation, as they wrote it on their profile. */
export const OCCUPATION = (work: string) => [
  `I saw “${work}” on your profile — what first drew you to it?`,
  `I saw “${work}” on your profile — what does a good day at work look like for you?`,
];

/** When the two share little a match card names: openers any two people could use. */
export const GENERAL = [
  'What is something small that made your week better?',
  'What are you looking forward to this month?',
  'What is a place you keep meaning to visit?',
  'What is the best thing you have eaten lately?',
  'What is a song you have had on repeat recently?',
  'What is a skill you would love to learn this year?',
  'What does your ideal lazy Sunday look like?',
  'What is a book, show or podcast you would recommend to a friend?',
  'What is the best advice you have ever been given?',
  'What always makes you laugh, however bad the day?',
  'What is a small tradition of yours that you love?',
  'What would you do with a free weekend and no plans?',
];
