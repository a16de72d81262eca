import type { TraitPhrases } from './types.js';

type Phrases = Omit<TraitPhrases, 'section'>;
const values = (p: Phrases): TraitPhrases => ({ section: 'values', ...p });
const communication = (p: Phrases): TraitPhrases => ({ section: 'communication', ...p });

export const VALUES_AND_COMMUNICATION_TRAITS: Record<string, TraitPhrases> = {
  family_closeness: values({
    label: 'closeness to family',
    high: 'you keep your family close, and you want the person you love to become part of that circle',
    low: 'you shape your life on your own terms and keep family expectations at a comfortable distance',
    partnerHigh:
      'someone who is glad to join your family gatherings rather than simply putting up with them',
    partnerLow: 'someone who will not expect your weekends to revolve around relatives',
    shadowHigh:
      'you may expect a partner to warm to your family as quickly as you would like, and read a slower pace as coolness',
    shadowLow:
      "a partner from a close-knit family may feel you are holding a part of their life at arm's length",
  }),
  faith_meaning: values({
    label: 'a shared sense of meaning',
    high: 'faith, spirituality or a clear sense of purpose guides how you live, and you want to share it',
    low: 'you find meaning in everyday life rather than in a shared faith or philosophy',
    partnerHigh:
      'someone whose deeper beliefs sit comfortably alongside yours, so the big questions bring you together',
    partnerLow: 'someone who respects your freedom to make sense of life in your own way',
    shadowHigh:
      'you may assume that shared beliefs will also mean shared habits, and be caught off guard when they do not',
    shadowLow:
      "you may underestimate how much a partner's faith or purpose matters to them until it shapes a real decision",
  }),
  honesty_transparency: values({
    relaxedWhenLow: true,
    label: 'openness and honesty',
    high: 'you would rather hear a hard truth than be protected from it, and you expect very few secrets between partners',
    low: 'you believe partners can keep parts of their inner life private without it meaning anything is wrong',
    partnerHigh: 'someone who tells you the truth kindly and early, even when it is awkward',
    partnerLow: 'someone who respects that privacy and closeness can live side by side',
    shadowHigh:
      'your wish for full openness can feel like scrutiny to someone who needs time before they share',
    shadowLow:
      'a partner who values openness may read your privacy as distance, or as something hidden',
  }),
  financial_caution: values({
    relaxedWhenLow: true,
    label: 'care with money',
    high: 'you feel safest with savings behind you and think carefully before you spend',
    low: 'you treat money as something to enjoy and are relaxed about spending on what makes life good now',
    partnerHigh: 'someone who can talk about money calmly and plan it with you',
    partnerLow: 'someone who will not turn every purchase into a negotiation',
    shadowHigh:
      'caution can harden into control, and a partner may feel judged for small pleasures',
    shadowLow:
      'a more careful partner may feel anxious if plans for the future never get written down',
  }),
  fidelity: values({
    relaxedWhenLow: true,
    label: 'faithfulness',
    high: 'you see emotional as well as physical faithfulness as essential, and you want clear boundaries with others',
    low: 'you are relaxed about the friendships and attractions a partner has outside the relationship',
    partnerHigh: 'someone whose loyalty shows in small daily choices, not only in promises',
    partnerLow: 'someone who trusts easily and does not need tight rules to feel secure',
    shadowHigh:
      'when you feel uncertain, you may watch for signs of disloyalty that are not really there',
    shadowLow:
      'a partner may need you to spell out boundaries that feel obvious or unnecessary to you',
  }),
  independence: values({
    label: 'room of your own',
    high: 'you need time, interests and friendships of your own to stay yourself, even in a very close relationship',
    low: 'you love a deeply shared life, where most plans, friends and free time are enjoyed together',
    partnerHigh:
      'someone secure enough to enjoy your time apart and glad to hear about it afterwards',
    partnerLow:
      'someone who wants togetherness as much as you do and does not treat it as a loss of freedom',
    shadowHigh:
      'you may step back to recharge without saying why, and a partner can read that as rejection',
    shadowLow:
      'you may feel hurt when a partner wants an evening alone, even though it says nothing about their feelings for you',
  }),
  equal_partnership: values({
    relaxedWhenLow: true,
    label: 'fairness between partners',
    high: 'you expect effort, money decisions and housework to be shared fairly, and big choices to be made together',
    low: 'you are comfortable with each partner leading in their own areas instead of splitting everything evenly',
    partnerHigh:
      'someone who notices what needs doing and makes decisions with you rather than for you',
    partnerLow: 'someone happy to divide life by strengths rather than by a strict fifty-fifty',
    shadowHigh:
      'you may keep a quiet tally of who does what, and resentment can build before you name it',
    shadowLow:
      'an uneven split can drift into one of you carrying too much without either of you noticing',
  }),
  direct_expression: communication({
    label: 'directness',
    high: 'you say what you mean and raise problems early rather than letting them simmer',
    low: 'you tend to hint at or soften a problem rather than raising it outright',
    partnerHigh: 'someone who can hear a plain request without taking it as criticism',
    partnerLow: 'someone who gently asks what is on your mind and gives you time to answer',
    shadowHigh: 'your clarity can land as bluntness when a partner is tired or feeling fragile',
    shadowLow:
      'problems that stay unspoken for too long can come out later as frustration that surprises you both',
    growthWhenLow: true,
  }),
  reassurance_need: communication({
    relaxedWhenLow: true,
    label: 'reassurance',
    high: 'you feel most secure when care is said out loud and a partner checks in when they go quiet',
    low: 'you feel secure without regular reassurance and trust that all is well without constant check-ins',
    partnerHigh:
      'someone who naturally says they care and lets you know where they are when life gets busy',
    partnerLow:
      'someone who enjoys a relationship that runs on trust rather than regular check-ins',
    shadowHigh:
      'when reassurance is slow to come, you may fill the silence with worst-case stories',
    shadowLow: 'you may forget that a partner needs to hear what you assume they already know',
  }),
  calm_conflict: communication({
    label: 'steadiness in conflict',
    high: 'you can stay steady in a disagreement and trust that the relationship will survive it',
    low: 'disagreements unsettle you, and an argument can feel like a threat to the whole relationship',
    partnerHigh: 'someone willing to stay in a hard conversation rather than walk away from it',
    partnerLow: 'someone patient and steady who can help keep a disagreement small',
    shadowHigh: 'your calm can read as indifference to a partner who is visibly upset',
    shadowLow:
      'you may avoid raising real issues, or raise them all at once, because conflict feels so risky',
    growthWhenLow: true,
  }),
  repair_initiative: communication({
    label: 'making up after an argument',
    high: 'you are willing to make the first move after an argument and to apologise without keeping score',
    low: 'you find it hard to be the first to reach out after an argument, and apologies do not come easily',
    partnerHigh:
      'someone who meets your attempts to make up halfway rather than leaving you to do all of it',
    partnerLow: 'someone who can make the first move gently and give you room to meet them',
    shadowHigh: 'you may rush to smooth things over before the real issue has been understood',
    shadowLow: 'a cold spell after an argument can last longer than the argument itself',
    growthWhenLow: true,
  }),
  verbal_affection: communication({
    label: 'words of affection',
    high: 'you show love in words and you light up when a partner tells you what they appreciate',
    low: 'you show love more through what you do than through what you say',
    partnerHigh: 'someone who puts appreciation into words and says the kind things out loud',
    partnerLow: 'someone who notices care in actions and does not measure love by compliments',
    shadowHigh:
      'a partner who shows love through actions may leave you feeling unappreciated even when you are not',
    shadowLow:
      'a partner who needs words may not recognise your care unless you say it now and then',
  }),
  physical_affection: communication({
    label: 'physical affection',
    high: 'touch is one of the main ways you feel close, from holding hands to a hand on the shoulder',
    low: 'touch is not your main way of feeling close, and you show closeness in other ways',
    partnerHigh: 'someone naturally affectionate and comfortable with small everyday touches',
    partnerLow: 'someone who respects your pace with physical closeness',
    shadowHigh:
      'you may read a less tactile partner as less loving when they simply show it differently',
    shadowLow:
      'a more tactile partner may feel pushed away if you do not explain how you prefer to connect',
  }),
  talking_it_through: communication({
    label: 'talking things through',
    high: 'you make sense of hard feelings by talking them over, and you recharge by sharing your day in detail',
    low: 'you prefer to sort through hard feelings on your own before you talk about them',
    partnerHigh: 'someone who enjoys long conversations and is curious about your inner world',
    partnerLow:
      'someone who lets you think things over first and does not push for an instant debrief',
    shadowHigh:
      'you may want to talk a problem through right away when a partner needs a little quiet first',
    shadowLow:
      'your quiet processing can leave a partner feeling shut out while you work things out alone',
  }),
};
