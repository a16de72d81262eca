import { boundaryOf } from './boundaries.js';
import { topicOf, type Topic } from './topics.js';

/**
 * How the built-in coach follows a conversation (issue 32): which subject each message is on,
 * and replies that change when they would otherwise repeat.
 */

export const GREETING =
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b[\s!.,]*\w{0,12}[\s!.]*$/i;
const THANKS = /^(thanks?|thank you|cheers|ty)\b/i;
export const isThanks = (text: string) => THANKS.test(text) && text.length < 40;

/** More about the subject in hand, however it is worded ('what else?', 'and if she says no'). */
const FOLLOW_UP =
  /^(what else|anything else|any (other|more)|more|tell me more|go on|and|also|another|next|ok(ay)?|so|but|then)\b/i;
/** A question word first: a question of its own, even without its question mark. */
const QUESTION_WORD =
  /^(why|what|how|who|when|where|which|is|are|am|should|can|could|do|does|did|will|would|write|help|tell)\b/i;

/** A question of its own, as opposed to more about the subject in hand ('it happened again'). */
export const isNewQuestion = (text: string) =>
  !FOLLOW_UP.test(text) && (/\?\s*$/.test(text) || QUESTION_WORD.test(text));

/**
 * The subject of a message: its own, or, for more about the subject in hand, the one being
 * discussed. A new question without a subject the coach knows has none: it never gets the
 * previous subject's tips.
 */
export function subjectOf(text: string, earlier: readonly (Topic | null)[]): Topic | null {
  const own = topicOf(text);
  if (own || isNewQuestion(text)) return own;
  return earlier.findLast((t) => t !== null) ?? null;
}

/** The subject of each of the member's messages so far, as the coach took them in turn. */
export function subjectsOf(messages: string[]): (Topic | null)[] {
  const subjects: (Topic | null)[] = [];
  for (const message of messages) {
    const text = message.trim();
    const aside = boundaryOf(text) || GREETING.test(text) || isThanks(text);
    subjects.push(aside ? null : subjectOf(text, subjects));
  }
  return subjects;
}

type Variant = (name: string) => string;

/** The next of `variants` this conversation has not had yet, in turn. */
export function rotating(variants: readonly Variant[], name: string, said: string[]): string {
  const used = said.filter((reply) => variants.some((v) => reply.startsWith(v(name)))).length;
  return variants[used % variants.length]!(name);
}

/** When the subject is unclear: a different way of asking each time. */
export const UNSURE: readonly Variant[] = [
  (name) =>
    `Thank you for telling me, ${name}. I want to make sure my advice fits, so could you say a little more about the situation: who is involved, and what you would like to happen?`,
  (name) =>
    `I am not sure I follow yet, ${name}. Is this about someone you are talking to, a date, or a relationship you are in? A sentence on what happened helps me help you.`,
  (name) =>
    `Let us try it another way, ${name}: what is the one thing you would most like to be different after this conversation?`,
];

/** When every tip on a subject has been given. */
export const EXHAUSTED: readonly Variant[] = [
  (name) =>
    `We have been through all my main ideas on this, ${name}. The next step is yours: try one of them this week and tell me how it went.`,
  (name) =>
    `You keep coming back to this, ${name}, which tells me it matters a lot. Of the ideas so far, which one feels hardest to try, and what stands in the way?`,
  (name) =>
    `Sometimes the most useful thing is to talk it through with someone who knows you well, ${name}: a friend, or a counsellor if it has weighed on you for a while.`,
];
