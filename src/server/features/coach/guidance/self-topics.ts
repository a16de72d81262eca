import type { Topic } from './topic.js';

/** Understanding yourself and your matches: patterns in who you choose, and whether someone fits. */
export const SELF_TOPICS: Topic[] = [
  {
    id: 'patterns',
    cues: [
      'wrong people',
      'wrong person',
      'wrong guys',
      'wrong girls',
      'wrong type',
      'same type',
      'same mistake',
      'keep picking',
      'keep choosing',
      'keep falling for',
      'always end up',
      'attracted to the wrong',
      'pattern',
      'why am i single',
      'toxic',
    ],
    skills: ['Self-Awareness', 'Emotional Regulation'],
    opening:
      'Noticing a pattern is the hard part, and you have done it. Patterns in who we choose usually come from what feels familiar, not from what is good for us.',
    tips: [
      'Write down the last three people who were wrong for you and what drew you to each in the first week. The shared thread is often a feeling (excitement, being needed, a challenge) rather than a type.',
      'Then write what went wrong with each. Compare the two lists: what attracted you early is often what hurt you later.',
      'Slow the start down. Intensity in the first weeks feels like chemistry but tells you little; consistency over a month tells you much more.',
      'Decide on two or three non-negotiables in advance (how they treat you when you disagree, whether they keep their word) and check them before you are attached.',
      'Notice who you find "boring" at first. Someone calm and reliable can feel flat if you are used to highs and lows, and turn out to be the one who fits.',
      'Your Blueprint report shows what you value most in a partner; hold new people up against it rather than against your last relationship.',
    ],
    ask: 'What is the feeling that usually draws you to someone at the start?',
  },
  {
    id: 'fit',
    cues: [
      'good fit',
      'right for me',
      'good match',
      'compatible',
      'compatibility',
      'the one',
      'is he right',
      'is she right',
      'keep seeing',
      'should i give',
      'chance with',
      'red flag',
      'green flag',
    ],
    skills: ['Self-Awareness', 'Empathy'],
    opening:
      'Whether someone fits you shows less in one great evening than in how the two of you handle ordinary days and small disagreements.',
    tips: [
      'Start with your match card on the Matches page: it lists what the two of you share in your quiz results. Those are the things worth testing in real conversations.',
      'Ask yourself how you feel after time with them: calmer and more yourself, or on edge and trying to impress? That feeling is good evidence.',
      'Watch how they treat small frustrations: a late train, a wrong order, a change of plan. That is a preview of how they will treat you when things are hard.',
      'Talk early about the big things you care about (children, where you want to live, faith, money), kindly and without an agenda. Different answers are information, not failure.',
      'Notice whether they keep small promises: calling when they said, turning up on time. Reliability in small things predicts it in big ones.',
      'Give it a few dates before you decide, unless something feels unsafe or disrespectful; then trust that and step back.',
    ],
    ask: 'What is the one thing that would tell you this person is right for you?',
  },
];
