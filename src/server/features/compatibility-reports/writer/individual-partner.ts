/**
 * What a partner should know: two Blueprint leanings read together, where the overview describes
 * each on its own.
 */
import { trait, readingOf, type Reading } from './individual-reading.js';

const partner = readingOf('partner');

export const PARTNER: readonly Reading[] = [
  partner(
    [trait('reassurance_need', 'high'), trait('direct_expression', 'low')],
    'You need reassurance but find it hard to ask for it outright, so a partner should know that a quiet "are we all right?" from you is a big question. Answering it warmly, and without teasing, matters more to you than it may seem.',
  ),
  partner(
    [trait('reassurance_need', 'high'), trait('direct_expression', 'high')],
    'When you need reassurance you will say so, which makes you easy to look after. A partner only has to take the request at face value and answer it.',
  ),
  partner(
    [trait('independence', 'high'), trait('verbal_affection', 'high')],
    'A partner should know that your time alone is not distance, and that you will say how you feel once you are back. Your words, not your presence, are where your closeness shows.',
  ),
  partner(
    [trait('calm_conflict', 'low'), trait('repair_initiative', 'high')],
    'A row shakes you, and you will still be the one to reach out afterwards. A partner should meet that first step halfway, because it costs you more than it shows.',
  ),
  partner(
    [trait('calm_conflict', 'high'), trait('repair_initiative', 'low')],
    'You stay calm in a disagreement but seldom make the first move to mend it. A partner should know that your silence afterwards is not a grudge, and that a small gesture from them will usually be met.',
  ),
  partner(
    [trait('talking_it_through', 'low'), trait('physical_affection', 'high')],
    'When something is wrong you would rather be held than questioned. A partner who offers closeness first and conversation later will reach you faster.',
  ),
  partner(
    [trait('talking_it_through', 'high'), trait('verbal_affection', 'low')],
    'You want problems talked through, yet you rarely put affection into words. A partner should know that your readiness to talk a thing out is itself how you show you care.',
  ),
  partner(
    [trait('honesty_transparency', 'high'), trait('independence', 'high')],
    'You want openness and you want room, and to you these fit together. A partner who tells you plainly where they are can have all the freedom they like.',
  ),
  partner(
    [trait('reassurance_need', 'low'), trait('talking_it_through', 'low')],
    'You need few check-ins and little talk to feel secure, so a partner should know that your quiet is usually contentment, not distance. If they need more words than you do, telling you so helps you both.',
  ),
  partner(
    [trait('direct_expression', 'mid'), trait('reassurance_need', 'mid')],
    'You sometimes say what you need and sometimes wait to be asked, so a partner will learn most by asking you now and then. A plain "what would help tonight?" will get an honest answer from you.',
  ),
  partner(
    [trait('verbal_affection', 'high'), trait('physical_affection', 'low')],
    'You show love in words more than in touch, so a partner should know that a message or a compliment from you carries real weight. Words back from them will reach you sooner than a hug.',
  ),
  partner(
    [trait('verbal_affection', 'low'), trait('physical_affection', 'high')],
    'You show love by touch more than by words, so a partner should know that a hand on their arm says what you may not put into a sentence. If they need the words too, a gentle request will help you find them.',
  ),
  partner(
    [trait('talking_it_through', 'high'), trait('calm_conflict', 'high')],
    'You like to talk a problem through and you stay calm while you do, so a partner can bring you hard things. They should know you would rather hear about a worry early than find out about it late.',
  ),
  partner(
    [trait('reassurance_need', 'low'), trait('independence', 'high')],
    'You need little reassurance and plenty of room, so a partner should know that a quiet day from you usually means all is well. If they need more contact than that, saying so plainly is the quickest way to get it.',
  ),
  partner(
    [trait('repair_initiative', 'high'), trait('direct_expression', 'high')],
    'After a disagreement you are likely to be the first to say what went wrong and how to fix it. A partner should know that this is care, not a need to win, and that joining you in the repair is all you are asking.',
  ),
  partner(
    [trait('honesty_transparency', 'high'), trait('direct_expression', 'high')],
    'Openness matters to you and you say what you think, so a partner always knows where they stand with you. They should know you expect the same, and that a hard truth told early sits better with you than a kind silence.',
  ),
  partner(
    [trait('repair_initiative', 'high'), trait('physical_affection', 'high')],
    'After a row you are likely to reach out first, often with a touch before a word. A partner should know that a hug from you after an argument is an apology and an opening at once.',
  ),
];
