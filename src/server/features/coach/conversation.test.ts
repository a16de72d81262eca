import { describe, expect, it } from 'vitest';
import type { MemberPortrait } from '../compatibility-reports/index.js';
import { embeddedReply, type CoachTurn } from './embedded-coach.js';
import { ada as adaWithResults } from './portrait.fixture.js';

/** Issue 32: a conversation with the built-in coach, not six answers to the first question. */
/** Ada with no Blueprint and no EQ skill to grow: her one note is about her strongest skill. */
const ada: MemberPortrait = {
  ...adaWithResults,
  eq: { ...adaWithResults.eq!, toGrow: null },
  blueprint: null,
};

/** Asks each message in turn, as the member would, and answers every reply. */
function converse(messages: string[]): string[] {
  const history: CoachTurn[] = [];
  return messages.map((message) => {
    const reply = embeddedReply(ada, message, history);
    history.push({ fromCoach: false, content: message }, { fromCoach: true, content: reply });
    return reply;
  });
}
const tips = (reply: string) => reply.split('\n').filter((line) => line.startsWith('• '));

describe('a conversation with the built-in coach', () => {
  it('never gives the same reply twice', () => {
    const replies = converse([
      'I have a first date on Friday',
      'what else?',
      'more',
      'It happened again',
      'Why is everyone on here so serious?',
      'What is the capital of France?',
      'Hmm',
      'We had an argument',
    ]);
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('does not answer a new question with the tips of the previous subject', () => {
    const [first, second] = converse([
      'I have a first date on Friday, any tips?',
      'Why is everyone on here so serious?',
    ]);
    expect(tips(first!)).toHaveLength(3);
    expect(tips(second!)).toEqual([]);
  });

  it('carries on the subject in hand when the member says more about it', () => {
    const [, more] = converse(['We had an argument', 'and now she is not talking to me']);
    expect(more).toMatch(/^Here are a few more ideas on that, Ada\./);
  });

  it('makes its note on the member’s results once a conversation', () => {
    const replies = converse(['We had an argument', 'How do I calm down when I get anxious?']);
    const note = 'your Emotional Regulation is an asset here';
    expect(replies.filter((reply) => reply.includes(note))).toHaveLength(1);
  });

  it('says when it has given all its ideas on a subject, instead of starting over', () => {
    const replies = converse(['We had an argument', 'it happened again', 'and again today']);
    expect(replies[2]).toMatch(/^We have been through all my main ideas on this, Ada\./);
    expect(tips(replies[2]!)).toEqual([]);
  });

  it('names a Blueprint leaning in its note only when it leads the others, never the first of a tie', () => {
    const ask = (blueprint: MemberPortrait['blueprint']) =>
      embeddedReply({ ...adaWithResults, blueprint }, 'How do I plan a first date?', []);
    const clear = adaWithResults.blueprint!;
    expect(ask(clear)).toContain('Your Blueprint shows how much closeness to family means to you');
    expect(ask({ ...clear, leading: null })).not.toContain('Your Blueprint shows');
  });
});
