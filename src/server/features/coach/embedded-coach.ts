import type { MemberPortrait } from '../compatibility-reports/index.js';
import { boundaryOf } from './guidance/boundaries.js';
import { SKILL_ASSET, SKILL_PRACTICE } from './guidance/skills.js';
import {
  EXHAUSTED,
  GREETING,
  isThanks,
  rotating,
  subjectOf,
  subjectsOf,
  UNSURE,
} from './guidance/conversation.js';
import { matchAnswer } from './guidance/match-answers.js';
import { asksAboutResults, resultsExplained } from './guidance/results-explained.js';
import type { NamedMatch } from './named-match.js';
import type { Topic } from './guidance/topics.js';

/** One earlier message of the member's conversation with the coach. */
export interface CoachTurn {
  fromCoach: boolean;
  content: string;
}

const TIPS_PER_REPLY = 3;
/** Topics where what the member values (their Blueprint) helps choose and talk to someone. */
const BLUEPRINT_TOPICS = new Set([
  'first-date',
  'later-dates',
  'starters',
  'chat-to-date',
  'commitment',
  'communication',
]);

/** What the coach can talk about, for members who have not said yet. */
const MENU =
  'first dates, the dates after, what to write to a match, moving from chat to a date, slow replies, rejection, confidence, conflict, anxiety, boundaries, trust, long distance, moving on after a breakup, where a relationship is heading, why you keep choosing the wrong people, whether a match fits you, and what your EQ result means';

/** 'The Calm Anchor' inside a sentence: 'the Calm Anchor'. */
const styleName = (type: string) => type.replace(/^The /, 'the ');

/** How the member's own results bear on this topic, in one or two sentences. */
function personalNote({ eq, blueprint }: MemberPortrait, topic: Topic | null): string[] {
  const lines: string[] = [];
  const style = eq && `${styleName(eq.emotionalType)} with ${eq.band}`;
  if (eq && !topic && eq.strongest)
    lines.push(`Whatever it is, your ${eq.strongest} will help: ${SKILL_ASSET[eq.strongest]}.`);
  else if (
    eq?.toGrow &&
    topic?.skills.includes(eq.toGrow) &&
    !(eq.strongest && topic.skills.includes(eq.strongest))
  )
    lines.push(
      `Your results show ${eq.toGrow} is an EQ skill you are still building, so ${SKILL_PRACTICE[eq.toGrow]}.`,
    );
  else if (eq?.strongest && topic)
    lines.push(`As ${style}, your ${eq.strongest} is an asset here: ${SKILL_ASSET[eq.strongest]}.`);
  else if (eq && topic)
    lines.push(
      `As ${style}, no single EQ skill of yours leads the others by much, so this is more about practice than about one talent.`,
    );
  // Only a leaning that leads the others by a margin: the first of a tie is question order.
  const strength = blueprint?.leading;
  if (strength && topic && BLUEPRINT_TOPICS.has(topic.id))
    lines.push(
      `Your Blueprint shows how much ${strength} means to you; it is worth finding out early whether it matters to them too.`,
    );
  if (!eq && !blueprint)
    lines.push(
      'Once you have taken the EQ and Blueprint quizzes, I can fit this advice to your own results.',
    );
  return lines;
}

/** The three tips for this round on a topic: asking again brings the next ones. */
function tipsFor(topic: Topic, round: number): string[] {
  const start = (round * TIPS_PER_REPLY) % topic.tips.length;
  return Array.from(
    { length: TIPS_PER_REPLY },
    (_, i) => topic.tips[(start + i) % topic.tips.length]!,
  );
}

/**
 * The built-in coach: picks the subject of the member's message (or carries on with the one they
 * were discussing), answers from the written guidance, and ties it to their own results.
 * Deterministic and instant; it never repeats the member's words back to them.
 */
export function embeddedReply(
  portrait: MemberPortrait,
  question: string,
  history: CoachTurn[],
  match: NamedMatch | null = null,
): string {
  const name = portrait.firstName;
  const text = question.trim();
  // Someone in danger, or a question for a doctor or a lawyer: said first, whatever else is asked.
  const limit = boundaryOf(text);
  if (limit) return limit.reply(name);
  if (GREETING.test(text))
    return `Hello ${name}! It is good to hear from you. What is on your mind today? I can help with ${MENU}.`;
  if (isThanks(text))
    return `You are very welcome, ${name}. Come back whenever something is on your mind, whether it is a new match, a date coming up, or a conversation that feels hard.`;

  const said = history.filter((t) => t.fromCoach).map((t) => t.content);
  // 'What does my EQ mean?': the member's own result, explained first, whatever subject it is
  // asked about (once; after that the subject's advice).
  if (asksAboutResults(text)) {
    const explained = resultsExplained(portrait);
    if (!said.includes(explained)) return explained;
  }
  // 'Is Sam a good fit?', 'what do I write to Sam?': from the pair's own facts.
  const aboutMatch = match && matchAnswer(match, text, name);
  if (aboutMatch && !said.includes(aboutMatch)) return aboutMatch;
  const earlier = subjectsOf(history.filter((t) => !t.fromCoach).map((t) => t.content));
  const topic = subjectOf(text, earlier);
  // A note on the member's results is made once a conversation, not in every reply.
  const note = personalNote(portrait, topic)
    .filter((line) => !said.some((reply) => reply.includes(line)))
    .join(' ');
  const reply = (...parts: string[]) => parts.filter(Boolean).join('\n\n');
  if (!topic)
    return reply(
      rotating(UNSURE, name, said),
      note,
      `If it helps, these are the things members most often bring to me: ${MENU}.`,
    );

  const round = earlier.filter((t) => t?.id === topic.id).length;
  // Every tip given once: say so, rather than start the list again word for word.
  if (round * TIPS_PER_REPLY >= topic.tips.length)
    return reply(rotating(EXHAUSTED, name, said), note, topic.ask);
  return reply(
    round === 0 ? topic.opening : `Here are a few more ideas on that, ${name}.`,
    tipsFor(topic, round)
      .map((tip) => `• ${tip}`)
      .join('\n'),
    note,
    topic.ask,
  );
}

/** The coach's first words to a member, stored as the first row of their coach history. */
export function greeting({ firstName, eq }: MemberPortrait): string {
  const known = eq
    ? ` I have read your results (you are ${styleName(eq.emotionalType)}), so my advice can fit you.`
    : '';
  return `Hello ${firstName}! I am your Relationship Coach.${known} Ask me anything about dating and relationships: ${MENU}.`;
}
