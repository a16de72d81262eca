import type { TraitPhrases } from './types.js';

type Phrases = Omit<TraitPhrases, 'section'>;
const lifestyle = (p: Phrases): TraitPhrases => ({ section: 'lifestyle', ...p });
const goals = (p: Phrases): TraitPhrases => ({ section: 'goals', ...p });

export const LIFESTYLE_AND_GOALS_TRAITS: Record<string, TraitPhrases> = {
  social_energy: lifestyle({
    label: 'social energy',
    high: 'you come alive around people, enjoy a full calendar and love building a shared circle of friends',
    low: 'you prefer a small circle and find a busy social calendar draining',
    partnerHigh: 'someone who enjoys company and comes along to gatherings with real interest',
    partnerLow: 'someone happy with a few close friends and unhurried evenings',
    shadowHigh:
      'a quieter partner may feel they are competing with your social life for your attention',
    shadowLow:
      'you may turn down so many invitations that a more social partner starts to feel lonely',
  }),
  routine_structure: lifestyle({
    label: 'routine and planning',
    high: 'you like predictable days and weekends that are planned ahead',
    low: 'you like to keep your days open and decide on the spot',
    partnerHigh: 'someone reliable who keeps plans and tells you early when something changes',
    partnerLow: 'someone relaxed about last-minute changes and spontaneous plans',
    shadowHigh:
      'a sudden change of plan can feel like a lack of respect when it is simply a different rhythm',
    shadowLow: 'a partner who needs to plan may feel anxious or unimportant when plans stay loose',
  }),
  tidiness: lifestyle({
    relaxedWhenLow: true,
    label: 'an orderly home',
    high: 'an organised home gives you peace of mind, and mess around you is hard to ignore',
    low: 'you are relaxed about mess and do not need an orderly home to feel settled',
    partnerHigh: 'someone who shares your standards at home or is happy to agree a system with you',
    partnerLow: 'someone who will not turn a pile of laundry into a verdict on the relationship',
    shadowHigh:
      'small household habits can become a running source of tension if you do not agree them early',
    shadowLow: 'a tidier partner may feel they are quietly doing more than their share',
  }),
  health_fitness: lifestyle({
    relaxedWhenLow: true,
    label: 'health and activity',
    high: 'exercise and eating well are fixed parts of your week, and you would love to share them',
    low: 'you take a relaxed approach to health and do not need a life built around fitness',
    partnerHigh: 'someone who enjoys being active and will join you for a morning walk or a run',
    partnerLow: 'someone easy-going about food and exercise who will not make health a competition',
    shadowHigh:
      'you may expect a partner to share your routines and feel let down when they keep their own',
    shadowLow: 'a partner who cares a great deal about health may feel alone in those habits',
  }),
  adventure: lifestyle({
    label: 'new experiences',
    high: 'travel, new places and unfamiliar experiences keep you feeling alive',
    low: 'you enjoy the familiar and do not need constant novelty to feel content',
    partnerHigh: 'someone curious who says yes to new places and new plans',
    partnerLow: 'someone who finds joy in familiar places and simple rituals',
    shadowHigh:
      'ordinary weeks may start to feel flat, and a partner can feel they are never quite enough',
    shadowLow:
      'a more adventurous partner may feel held back if new ideas are always met with a no',
  }),
  home_centred: lifestyle({
    label: 'home life',
    high: 'home is where you most like to relax, and quiet evenings together are among your favourite things',
    low: 'you prefer to spend free time out in the world rather than at home',
    partnerHigh: 'someone who finds a quiet night in together just as romantic as a night out',
    partnerLow: 'someone who enjoys being out and about with you',
    shadowHigh:
      'your comfort at home can slowly shrink your shared world if nothing is ever planned outside it',
    shadowLow:
      'a partner who loves home may take your restlessness as a sign you are not happy together',
  }),
  work_life_balance: lifestyle({
    label: 'protected free time',
    high: 'you guard your evenings and weekends and value free time over extra income',
    low: 'you are willing to let work stretch into evenings and weekends when it matters',
    partnerHigh: 'someone who can switch off from work and enjoys unhurried time together',
    partnerLow: 'someone who understands busy seasons and does not take long hours personally',
    shadowHigh: 'a more driven partner may feel you do not understand the pressure they are under',
    shadowLow:
      'a partner may end up with your tired leftovers unless you protect time for them on purpose',
  }),
  wants_children: goals({
    label: 'raising children',
    high: 'raising children is part of how you picture your future',
    low: 'raising children is not at the centre of how you picture your future',
    partnerHigh: 'someone who also wants to raise children and is ready to talk about it honestly',
    partnerLow: 'someone at peace with a future that may not include children',
    shadowHigh:
      'you may hope a partner will come round to children rather than asking them plainly early on',
    shadowLow: 'you may put off saying so and let someone hope for a future you do not want',
  }),
  marriage: goals({
    relaxedWhenLow: true,
    label: 'formal commitment',
    high: 'marriage or a formal lifelong commitment is a real goal for you',
    low: 'you do not need a wedding or a formal status to feel committed',
    partnerHigh: 'someone who also sees a formal, public commitment as part of the future',
    partnerLow: 'someone who measures commitment by daily choices rather than ceremonies',
    shadowHigh:
      'you may judge how things are going by progress towards that goal rather than by how it feels today',
    shadowLow: 'a partner who wants marriage may hear your view as a lack of commitment to them',
  }),
  putting_down_roots: goals({
    label: 'putting down roots',
    high: 'you want to settle in one place and belong to a community where people know you',
    low: 'you like to keep your options open about where you will live',
    partnerHigh: 'someone who wants a home base and a shared community',
    partnerLow:
      'someone comfortable with the idea that your future address is still an open question',
    shadowHigh:
      'you may assume a partner will settle where you are without asking what they would give up',
    shadowLow: 'a partner who needs roots may struggle to feel secure while everything stays open',
  }),
  career_ambition: goals({
    label: 'career ambition',
    high: 'your work matters a great deal to you right now, and you admire ambition in a partner',
    low: 'your career is one part of your life rather than its driving force',
    partnerHigh: 'someone with their own drive who understands when work needs you',
    partnerLow: 'someone who values time and presence over status and promotions',
    shadowHigh:
      'the relationship may get what is left after work unless you make room for it deliberately',
    shadowLow: 'a very driven partner may feel you do not share or understand their ambitions',
  }),
  commitment_pace: goals({
    label: 'pace of commitment',
    high: 'once you feel sure about someone, you are ready to commit and move forward quickly',
    low: 'you prefer to take your time and let trust build before making big commitments',
    partnerHigh: 'someone who knows what they want and is not afraid to say so',
    partnerLow: 'someone patient who is happy to let the relationship unfold step by step',
    shadowHigh:
      'you may move ahead before you have seen how the two of you handle stress and disagreement',
    shadowLow: 'a partner who is ready sooner may read your caution as doubt about them',
  }),
  shared_planning: goals({
    label: 'planning a shared future',
    high: 'you love talking about where the two of you will be in five or ten years and working towards it together',
    low: 'you prefer to live in the present rather than map out a shared future',
    partnerHigh: 'someone who enjoys dreaming and planning out loud with you',
    partnerLow:
      'someone who enjoys the relationship as it is today without needing a five-year plan',
    shadowHigh:
      'you may bring up long-range plans before a partner is ready to think that far ahead',
    shadowLow: 'a partner who plans may feel unsure where they stand if the future never comes up',
  }),
};
