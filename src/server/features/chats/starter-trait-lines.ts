/**
 * Openers for the Blueprint traits a match card can name ('You both agree: ...'), one entry per
 * trait (features/quizzes/question-bank/blueprint-questions.ts, `variable`). `agree` and
 * `disagree` say what the two share, in the first person plural because the member sends it;
 * `asks` are the questions that follow either. Light first-message questions: a heavy trait
 * (children, marriage, faith) opens with the everyday side of it.
 */
export interface TraitLines {
  agree: string;
  disagree: string;
  asks: readonly [string, string];
}

export const TRAIT_LINES: Record<string, TraitLines> = {
  family_closeness: {
    agree: 'We both stay close to our families',
    disagree: 'Neither of us orbits around family life',
    asks: [
      'who in your family are you most like?',
      'what does a good family get-together look like for you?',
    ],
  },
  faith_meaning: {
    agree: 'We both have a clear sense of what gives life meaning',
    disagree: 'Neither of us leans on a fixed creed',
    asks: [
      'what keeps you grounded when life gets busy?',
      'what is something that always makes you feel hopeful?',
    ],
  },
  honesty_transparency: {
    agree: 'We both value plain honesty',
    disagree: 'Neither of us thinks every truth needs saying',
    asks: [
      'what is the best piece of honest advice anyone ever gave you?',
      'who in your life always tells you how it is?',
    ],
  },
  financial_caution: {
    agree: 'We both like a safety net',
    disagree: 'Neither of us is much of a penny-pincher',
    asks: [
      'what is something you happily spend money on?',
      'what is the best thing you ever saved up for?',
    ],
  },
  fidelity: {
    agree: 'We both take loyalty seriously',
    disagree: 'We see loyalty in a similar, relaxed way',
    asks: [
      'who is the friend you have known the longest?',
      'what does being there for someone look like to you?',
    ],
  },
  independence: {
    agree: 'We both need some time of our own',
    disagree: 'Neither of us minds doing most things together',
    asks: [
      'what does a perfect solo afternoon look like for you?',
      'what is a hobby you would never give up?',
    ],
  },
  equal_partnership: {
    agree: 'We both believe in sharing things fairly',
    disagree: 'We are both easy-going about who does what',
    asks: [
      'what is a chore you secretly enjoy?',
      'what is the best team you have ever been part of?',
    ],
  },
  direct_expression: {
    agree: 'We both like to say things plainly',
    disagree: 'Neither of us is the blunt type',
    asks: [
      'what is something you have changed your mind about lately?',
      'what is a question you wish people asked you more?',
    ],
  },
  reassurance_need: {
    agree: 'We both like to hear that someone cares',
    disagree: 'Neither of us needs constant check-ins',
    asks: [
      'what is the nicest message you have ever received?',
      'what little gesture always makes your day?',
    ],
  },
  calm_conflict: {
    agree: 'We both keep calm when we disagree',
    disagree: 'Neither of us hides it when things get heated',
    asks: [
      'what is a topic you love a friendly debate about?',
      'what helps you unwind after a tense day?',
    ],
  },
  repair_initiative: {
    agree: 'We both make the first move to patch things up',
    disagree: 'Neither of us rushes to patch things up',
    asks: [
      'who taught you the most about friendship?',
      'what is a friendship you are really glad you kept?',
    ],
  },
  verbal_affection: {
    agree: 'We both say it out loud when we appreciate someone',
    disagree: 'Neither of us is big on grand speeches',
    asks: [
      'what is the best compliment you have ever received?',
      'how do you show a friend you are glad they are around?',
    ],
  },
  physical_affection: {
    agree: 'We both say a hug can say more than words',
    disagree: 'Neither of us is the touchy-feely type',
    asks: ['what always makes you feel at home?', 'what is your idea of a cosy evening?'],
  },
  talking_it_through: {
    agree: 'We both like to talk things through',
    disagree: 'Neither of us needs to talk every feeling through',
    asks: [
      'who is the first person you call with good news?',
      'what is the best conversation you have had recently?',
    ],
  },
  social_energy: {
    agree: 'We both get a lift from an evening out with friends',
    disagree: 'Neither of us needs a packed social calendar',
    asks: [
      'what does your ideal Friday night look like?',
      'what is the best evening you have had this year?',
    ],
  },
  routine_structure: {
    agree: 'We both like our days to follow a routine',
    disagree: 'Neither of us likes our days planned to the minute',
    asks: [
      'what does a perfect Sunday look like for you?',
      'what is one ritual you would never skip?',
    ],
  },
  tidiness: {
    agree: 'We both feel calmer in a tidy home',
    disagree: 'Neither of us minds a bit of lived-in mess',
    asks: [
      'what is your favourite corner of your home?',
      'what is the one thing you would save from your home?',
    ],
  },
  health_fitness: {
    agree: 'We both like to stay active',
    disagree: 'Neither of us lives at the gym',
    asks: [
      'what is your favourite way to move on a sunny day?',
      'what is a meal that always makes you feel good?',
    ],
  },
  adventure: {
    agree: 'We both love trying new places and things',
    disagree: 'We both like the familiar better than the unknown',
    asks: [
      'where is the best place you have ever been?',
      'what is the last new thing you tried and loved?',
    ],
  },
  home_centred: {
    agree: 'We both love a quiet evening at home',
    disagree: 'Neither of us is much of a homebody',
    asks: [
      'what is your go-to film or book for a night in?',
      'what do you cook when you want to treat yourself?',
    ],
  },
  work_life_balance: {
    agree: 'We both keep our evenings and weekends free from work',
    disagree: 'Neither of us switches off from work easily',
    asks: [
      'what do you love doing when work is done for the week?',
      'what would you do with a surprise day off?',
    ],
  },
  wants_children: {
    agree: 'We both picture family life in our future',
    disagree: 'Neither of us pictures a house full of children',
    asks: [
      'what is a tradition from growing up that you would love to keep?',
      'what did you love doing most as a kid?',
    ],
  },
  marriage: {
    agree: 'We both want something that lasts',
    disagree: 'Neither of us needs a big ceremony to feel committed',
    asks: [
      'what is the best love story you know in real life?',
      'what does a really good relationship look like to you?',
    ],
  },
  putting_down_roots: {
    agree: 'We both like to put down roots',
    disagree: 'Neither of us feels tied to one place',
    asks: [
      'what makes a place feel like home to you?',
      'where did you grow up, and what do you miss about it?',
    ],
  },
  career_ambition: {
    agree: 'We both care a lot about our work',
    disagree: 'Neither of us lives for our careers',
    asks: [
      'what are you most excited about in your work right now?',
      'what did you want to be when you were ten?',
    ],
  },
  commitment_pace: {
    agree: 'We both know our minds once we are sure',
    disagree: 'We both like to take things at an easy pace',
    asks: [
      'what is the best decision you made on a hunch?',
      'what is something you took your time with and are glad you did?',
    ],
  },
  shared_planning: {
    agree: 'We both like making plans for the years ahead',
    disagree: 'We both like to see where life takes us',
    asks: [
      'what is one thing you would love to do in the next year?',
      'where would you go on a dream trip?',
    ],
  },
};
