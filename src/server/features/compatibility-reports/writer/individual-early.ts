/**
 * Early-dating situations a member's combination of facts makes likely, each with one thing to
 * try. Every sentence of a situation rests on the facts it names (see individual-readings.ts).
 */
import { claim } from './claims.js';
import { eq, readingOf, trait, type Reading } from './individual-reading.js';

const early = readingOf('early');

export const EARLY_DATING: readonly Reading[] = [
  early(
    // 'good', not 'developing': with a developing one the together reading already says this.
    [trait('reassurance_need', 'high'), eq('Emotional Regulation', 'good')],
    'Between a good first date and the second, the wait for a message is likely to be the hardest part for you. Try deciding in advance what you will do that evening, so the phone is not the only thing in it.',
  ),
  early(
    [trait('commitment_pace', 'high'), trait('reassurance_need', 'high')],
    'After two or three good dates you are likely to want to know where things stand, sooner than a new partner may be ready to say. Try asking lightly on an early date what they are looking for, so the answer is there before it starts to matter to you.',
  ),
  early(
    [trait('social_energy', 'low'), eq('Social Skills', 'developing')],
    'A first date in a busy place is likely to tire you before the conversation gets going. Try suggesting somewhere quiet with something to do, a gallery or a walk, so the talk can start slowly.',
  ),
  early(
    [trait('social_energy', 'high'), eq('Social Skills', 'strong')],
    'You are likely to shine on a busy night out, and a quieter date may find it hard to get a word in. Try asking one real question and waiting out the pause, so the evening belongs to both of you.',
  ),
  early(
    [trait('commitment_pace', 'low'), trait('independence', 'high')],
    'A date who wants to meet twice a week from the start is likely to feel like too much, too soon. Try saying plainly how often suits you, so your pace is not mistaken for a lack of interest.',
  ),
  early(
    [trait('adventure', 'high'), trait('routine_structure', 'low')],
    'You are likely to suggest something new for every date, which is exciting and can leave a steadier person unsure what to expect. Try offering a choice between something new and something familiar.',
  ),
  early(
    [trait('talking_it_through', 'low'), eq('Self-Awareness', 'developing')],
    'When a date asks how you feel about something, you may not have an answer ready. Try saying "let me think about that and come back to it", and then do come back to it.',
  ),
  early(
    [trait('direct_expression', 'high'), eq('Empathy', 'strong')],
    'You are likely to be the one who says, clearly and kindly, whether you would like a second date. Try keeping that honesty when the answer is no, because a clear and gentle no is a kindness.',
  ),
  early(
    [trait('adventure', 'high'), trait('career_ambition', 'high')],
    'With plans and work filling your week, early dates are likely to be squeezed in between other things. Try giving a date a whole evening rather than an hour, so they meet you and not your schedule.',
  ),
  early(
    [trait('social_energy', 'low'), trait('talking_it_through', 'low')],
    'Early dates with you are likely to have quiet stretches, since you keep your circle small and do not need much talk. Try a date built around doing something side by side, where a silence is easy.',
  ),
  early(
    [trait('commitment_pace', 'mid'), eq('Motivation', 'good')],
    'You are unlikely to rush a new connection or to stall one, so the pace of early dating may end up set by the other person. Try saying once, around the third date, how you would like things to go, so the pace becomes a choice you share.',
  ),
  early(
    [trait('commitment_pace', 'mid'), claim('eq', 'absent')],
    'Neither hurrying nor holding back, you may find the pace of early dating quietly set by whoever you are seeing. Try saying once, after a few dates, how often you would like to meet, so the pace is one you chose too.',
  ),
  early(
    [trait('social_energy', 'mid'), trait('talking_it_through', 'high')],
    'First dates with you are likely to go best where you can really talk, in a quiet corner or on a long walk. Try choosing the place yourself, so the setting helps the conversation you want.',
  ),
  early(
    [trait('commitment_pace', 'low'), trait('reassurance_need', 'low')],
    'You are likely to let a new connection take its time, and a keener date may wonder where they stand. Try saying, when it is true, that you are enjoying it and in no hurry.',
  ),
  early(
    [trait('adventure', 'low'), trait('routine_structure', 'high')],
    'You are likely to enjoy dates that follow a familiar pattern, the same café or a regular walk, which a date who loves novelty may read as a lack of effort. Try letting them choose one new thing to do together.',
  ),
  early(
    [trait('family_closeness', 'high'), trait('commitment_pace', 'high')],
    'You are likely to want a new partner to meet your family sooner than they expect to. Try a relaxed first meeting, a coffee with one relative rather than a family dinner, so it feels like an invitation and not a test.',
  ),
  early(
    [trait('social_energy', 'high'), trait('direct_expression', 'high')],
    'You are likely to be at ease on a first date and to say early on what you think of it. Try leaving the other person room to decide at their own pace, since not everyone knows by the end of an evening.',
  ),
];
