/**
 * The 25 EQ statements, written for Right One. Answered on the frequency scale
 * Very often (5) ... Not at all (1), in this order: five each for Self-Awareness (0-4),
 * Emotional Regulation (5-9), Empathy (10-14), Social Skills (15-19) and Motivation (20-24).
 * Items marked `reverse` are negatively keyed (answering "Very often" means lower EQ); their
 * positions must match EQ_REVERSE_SCORED in shared/domain/eq-scoring.ts, which flips them.
 */
export interface EqQuestion {
  question: string;
  /** The trait the statement measures, snake_case, unique. */
  variable: string;
  /** Negatively keyed: scored as 6 minus the choice. */
  reverse?: true;
}

export const EQ_QUESTIONS: readonly EqQuestion[] = [
  // Self-Awareness
  {
    question: 'When something upsets me, I can put a name to the feeling fairly quickly.',
    variable: 'naming_feelings',
  },
  {
    question:
      'I notice the signs of stress in my body, like a tight jaw or shallow breathing, before they build up.',
    variable: 'body_signals',
  },
  {
    question: 'I find myself in a low or irritable mood without knowing what set it off.',
    variable: 'unexplained_moods',
    reverse: true,
  },
  {
    question: 'I can tell in advance which situations are likely to make me anxious or defensive.',
    variable: 'knowing_triggers',
  },
  {
    question: 'I notice how my mood is affecting the way I treat the people around me.',
    variable: 'mood_impact_awareness',
  },
  // Emotional Regulation
  {
    question: 'When I am upset, I can settle myself enough to think clearly.',
    variable: 'self_soothing',
  },
  {
    question: 'In a heated moment, I pause before saying something I might regret.',
    variable: 'pausing_before_reacting',
  },
  {
    question:
      'After a disappointment, I find my way back to my usual self within a reasonable time.',
    variable: 'bouncing_back',
  },
  {
    question: 'I can tell someone I am angry without raising my voice or shutting them out.',
    variable: 'expressing_anger_calmly',
  },
  {
    question: 'Small frustrations spill over into how I speak to the people closest to me.',
    variable: 'frustration_spillover',
    reverse: true,
  },
  // Empathy
  {
    question: 'I can tell when someone is upset, even when they say they are fine.',
    variable: 'reading_unspoken_feelings',
  },
  {
    question:
      'When someone disagrees with me, I try to picture how the situation looks from where they stand.',
    variable: 'perspective_taking',
  },
  {
    question: 'When a friend shares a problem, I listen to the end before offering my own view.',
    variable: 'listening_fully',
  },
  {
    question: 'I soften the way I speak when I sense that someone is feeling fragile.',
    variable: 'emotional_attunement',
  },
  {
    question: 'I catch myself telling people they are overreacting to how they feel.',
    variable: 'dismissing_feelings',
    reverse: true,
  },
  // Social Skills
  {
    question: 'I can bring up a difficult subject without it turning into an argument.',
    variable: 'raising_hard_topics',
  },
  {
    question: 'I keep quiet about what I need because I worry it will cause tension.',
    variable: 'swallowing_needs',
    reverse: true,
  },
  {
    question:
      'After a disagreement, I reach out to reconnect, even when I was not the only one at fault.',
    variable: 'reaching_out_to_repair',
  },
  { question: 'I ask for help or comfort when I need it.', variable: 'asking_for_support' },
  {
    question: 'I find it easy to help someone new feel at ease in conversation.',
    variable: 'putting_others_at_ease',
  },
  // Motivation
  {
    question: 'I keep working at something that matters to me even when progress is slow.',
    variable: 'persistence',
  },
  {
    question:
      'When a plan falls through, I look for what I can still do rather than dwelling on what went wrong.',
    variable: 'constructive_outlook',
  },
  {
    question: 'I lose interest in a goal as soon as it starts to feel hard.',
    variable: 'giving_up_early',
    reverse: true,
  },
  {
    question:
      'I look for lessons in my past relationships rather than simply putting them behind me.',
    variable: 'learning_from_the_past',
  },
  {
    question:
      'I pursue the things that matter to me because I care about them, not only because others expect it.',
    variable: 'inner_drive',
  },
];
