import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { SectionShape } from './facts.js';

/** Fixed passages of the Blueprint overview, chosen by the shape of each area. */
export const SECTION_TEXT: Record<BlueprintSection, Record<SectionShape, string>> = {
  values: {
    clear:
      'Your values are clear and firmly held. You know what matters to you in a shared life, and you will not feel at home with someone who treats those things lightly.',
    contrast:
      'Your values are sharply defined rather than uniformly strong. Some things matter a great deal to you and others very little, and knowing which is which is half the work of finding the right person.',
    open: 'Your values are steady without being rigid. You hold some things firmly and stay open on others, which gives you room to meet a partner halfway.',
    light:
      'You hold your relationship values loosely. Whether a partner matches you on family, faith, money or rules matters less to you than who they are day to day.',
  },
  communication: {
    clear:
      'Communication matters a great deal to you. You want to talk, to listen and to be told, and a relationship feels alive to you when words, touch and making up flow freely.',
    contrast:
      'Your way of communicating has clear peaks and valleys. Some ways of connecting matter enormously to you, while others you can happily do without.',
    open: 'Your communication style is flexible. You can be open when it matters and quiet when it does not, and you adapt to the person in front of you.',
    light:
      'You keep communication simple and low-key. You do not need constant talk, reassurance or affection to feel close, and you give a partner plenty of breathing room.',
  },
  lifestyle: {
    clear:
      'Your lifestyle is full and well defined. You know how you like to live, from your social calendar to your home and your health, and you want a partner who shares that rhythm or happily fits into it.',
    contrast:
      'Your lifestyle has a distinct shape: a few things you care about a lot, and others you barely think about. A partner will learn quickly which is which.',
    open: 'Your lifestyle is adaptable. You have preferences about how you spend your time, but few of them are fixed, which makes everyday life with you easy to share.',
    light:
      'You travel light in your lifestyle. Routines, social plans and household standards matter less to you than the person you share them with.',
  },
  goals: {
    clear:
      'Your life goals are clear. You have a picture of where you want to be, and you are looking for someone who wants to build towards something similar.',
    contrast:
      'Your life goals are specific. Some parts of the future you are sure you want, and others you have clearly set aside.',
    open: 'Your life goals are still taking shape. Several parts of your future are not settled yet, and the right partner may help you decide.',
    light:
      'Your life goals are settled in a particular way: several of the usual milestones are not on your list, and you know it. How a relationship feels as it goes matters more to you than ticking them off.',
  },
};

export const WEAKEST_STEP: Record<BlueprintSection, string> = {
  values:
    'Spend ten minutes listing what you would never compromise on in a relationship and what you could happily let a partner decide. Knowing the difference saves months of guessing.',
  communication:
    'Tell the next person you date one thing about how you like to communicate, such as how often you like to hear from them or how you prefer to handle a disagreement.',
  lifestyle:
    'Describe your ideal ordinary week, from weeknights to Sunday mornings. The small rhythms of daily life decide more relationships than the big moments do.',
  goals:
    'Write a few lines about where you would like to be in five years: home, family, work and the kind of partnership you want. It does not need to be certain to be useful.',
};

export const STRONGEST_STEP: Record<BlueprintSection, string> = {
  values:
    'Share one of your core values early and in a relaxed way, then notice how a date responds. Warm curiosity is a good sign; indifference is worth noting.',
  communication:
    'Use your ease with communication on purpose: after each date, notice whether the other person met your openness or left you doing most of the work.',
  lifestyle:
    'Suggest dates that reflect how you actually like to live, whether that is a long walk, a dinner with friends or a quiet café, so someone meets the real you.',
  goals:
    'Be honest early about what you want in the long run. The right person will feel relief, not pressure.',
};

/** Points to the insight report that speaks most to the person's lightest area. */
export const READ_NEXT: Record<BlueprintSection, string> = {
  values:
    'Your individual insights will help you put words to the values you hold more loosely, so you can tell flexibility from indifference.',
  communication:
    'Your EQ insights will be especially useful, because communication is your lightest area and the one a partner will notice first.',
  lifestyle:
    'Your relationship development insights will show how everyday rhythms shape a relationship once the first dates turn into a shared life.',
  goals:
    'Your relationship directional insights will help you explain your view of the future to someone whose picture may be different.',
};

/** Where-to-start steps when no area is clearly strongest or lightest. */
export const BALANCED_STEPS = {
  high: 'Since every area matters to you, rank them: if you could only be matched on two of values, communication, lifestyle and goals, which would you choose? That choice is your real priority.',
  mid: 'Since no area stands out, think back to your happiest relationship or friendship and write down what made it work. That is often a better guide than any single score.',
  low: 'Since you hold every area lightly, notice what you find yourself caring about on dates. Preferences you did not know you had often show up only in company.',
} as const;
