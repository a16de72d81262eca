import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';

/**
 * The 60 Blueprint statements, written for Right One, answered Strongly Agree (5) ...
 * Strongly Disagree (1). Fifteen per area, grouped in the order values, communication,
 * lifestyle, goals. Every item is keyed so that agreeing means more of the trait named by
 * `variable`; two or three items share a trait so trait scores average over several answers.
 * The report writer reads these trait names, so renaming one means updating its phrases there.
 */
export interface BlueprintQuestion {
  question: string;
  section: BlueprintSection;
  variable: string;
}

const values = (question: string, variable: string) =>
  ({ question, section: 'values', variable }) as const;
const communication = (question: string, variable: string) =>
  ({ question, section: 'communication', variable }) as const;
const lifestyle = (question: string, variable: string) =>
  ({ question, section: 'lifestyle', variable }) as const;
const goals = (question: string, variable: string) =>
  ({ question, section: 'goals', variable }) as const;

export const BLUEPRINT_QUESTIONS: readonly BlueprintQuestion[] = [
  values(
    'Staying closely involved with my family is a central part of my life.',
    'family_closeness',
  ),
  values(
    'I would want a partner who enjoys spending regular time with my family.',
    'family_closeness',
  ),
  values(
    'Faith, spirituality or a clear sense of life purpose shapes the way I live.',
    'faith_meaning',
  ),
  values(
    'I want a partner who shares my deeper beliefs about what gives life meaning.',
    'faith_meaning',
  ),
  values(
    'I would rather hear an uncomfortable truth from a partner than be protected from it.',
    'honesty_transparency',
  ),
  values(
    'In a committed relationship, I believe there should be very few secrets between partners.',
    'honesty_transparency',
  ),
  values(
    'Having a financial safety net matters more to me than enjoying money now.',
    'financial_caution',
  ),
  values(
    'I prefer to plan large purchases carefully rather than buy on impulse.',
    'financial_caution',
  ),
  values(
    'I see emotional faithfulness, not only physical faithfulness, as essential in a relationship.',
    'fidelity',
  ),
  values(
    'I expect a partner to keep clear boundaries with people they might be drawn to.',
    'fidelity',
  ),
  values('I need time and interests of my own, even in a very close relationship.', 'independence'),
  values(
    'I would feel uneasy if a partner expected us to do almost everything together.',
    'independence',
  ),
  values('Keeping some friendships that are mine alone matters to me.', 'independence'),
  values(
    'I expect housework, money decisions and everyday effort to be shared fairly between partners.',
    'equal_partnership',
  ),
  values(
    'Important decisions should be made together, even when one partner knows more about the subject.',
    'equal_partnership',
  ),

  communication('I say what I think clearly rather than hinting at it.', 'direct_expression'),
  communication(
    'When something bothers me in a relationship, I bring it up soon rather than waiting.',
    'direct_expression',
  ),
  communication('I prefer a partner who tells me plainly what they need.', 'direct_expression'),
  communication(
    'Hearing regularly that my partner cares about me helps me feel secure.',
    'reassurance_need',
  ),
  communication(
    'When a partner goes quiet, I want them to check in so I am not left guessing.',
    'reassurance_need',
  ),
  communication(
    'During a disagreement, I can stay calm enough to really hear the other side.',
    'calm_conflict',
  ),
  communication(
    'I can disagree with someone I love without feeling the relationship is at risk.',
    'calm_conflict',
  ),
  communication(
    'After an argument, I am willing to make the first move to reconnect.',
    'repair_initiative',
  ),
  communication(
    'I find it natural to apologise when I have hurt a partner, even if I was partly right.',
    'repair_initiative',
  ),
  communication(
    'I show affection through words, such as compliments and telling someone what they mean to me.',
    'verbal_affection',
  ),
  communication(
    'I want a partner to tell me in words what they appreciate about me.',
    'verbal_affection',
  ),
  communication(
    'Physical affection, like hugs or holding hands, is one of the main ways I feel close to someone.',
    'physical_affection',
  ),
  communication('Small everyday touches matter to me in a relationship.', 'physical_affection'),
  communication(
    'I work through difficult feelings by talking them over with the person I am close to.',
    'talking_it_through',
  ),
  communication(
    'After a hard day, I feel better once I have talked it through in detail.',
    'talking_it_through',
  ),

  lifestyle('I feel energised after an evening out with a group of people.', 'social_energy'),
  lifestyle(
    "I enjoy meeting a partner's friends and making new friends together.",
    'social_energy',
  ),
  lifestyle('A busy social calendar suits me.', 'social_energy'),
  lifestyle('I like my days to follow a fairly predictable routine.', 'routine_structure'),
  lifestyle(
    'I prefer to plan weekends in advance rather than decide on the day.',
    'routine_structure',
  ),
  lifestyle('A tidy, organised home is important to my peace of mind.', 'tidiness'),
  lifestyle(
    'I would find it hard to share a home with someone who leaves things messy.',
    'tidiness',
  ),
  lifestyle('Regular exercise is a fixed part of my week.', 'health_fitness'),
  lifestyle(
    'I would like a partner who shares my interest in eating well and staying active.',
    'health_fitness',
  ),
  lifestyle('I want travel and new experiences to be a regular part of my life.', 'adventure'),
  lifestyle(
    'I enjoy trying unfamiliar places, foods and activities, even when they stretch my comfort zone.',
    'adventure',
  ),
  lifestyle(
    'Quiet evenings at home are one of my favourite ways to spend time with a partner.',
    'home_centred',
  ),
  lifestyle(
    'My home is the place where I most like to relax and spend my free time.',
    'home_centred',
  ),
  lifestyle('I protect my evenings and weekends from work.', 'work_life_balance'),
  lifestyle('I would rather have more free time than a higher income.', 'work_life_balance'),

  goals(
    'I want to raise children, whether by birth, adoption, fostering or as a step-parent.',
    'wants_children',
  ),
  goals('Being a parent is part of how I picture my future.', 'wants_children'),
  goals(
    'I would like a partner who sees family life with children as a central goal.',
    'wants_children',
  ),
  goals('Marriage or a formal lifelong commitment is an important goal for me.', 'marriage'),
  goals(
    'I want my relationship to be publicly recognised, for example through a wedding or civil partnership.',
    'marriage',
  ),
  goals('I would like to settle in one place for the long term.', 'putting_down_roots'),
  goals('Belonging to a local community where people know me matters to me.', 'putting_down_roots'),
  goals('My career is one of my top priorities for the next five years.', 'career_ambition'),
  goals(
    'I would relocate or work long hours for the right professional opportunity.',
    'career_ambition',
  ),
  goals('I want a partner who is ambitious about their own work.', 'career_ambition'),
  goals('Once I feel sure about someone, I am ready to commit quickly.', 'commitment_pace'),
  goals(
    'I would be comfortable moving in with a partner within the first year.',
    'commitment_pace',
  ),
  goals(
    'A few months of knowing someone well can be enough for me to decide on a serious commitment.',
    'commitment_pace',
  ),
  goals(
    'I like to talk with a partner about where we want to be in five or ten years.',
    'shared_planning',
  ),
  goals(
    'Working towards shared goals, like a home or a big trip, brings me closer to a partner.',
    'shared_planning',
  ),
];
