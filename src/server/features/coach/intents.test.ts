import { describe, expect, it } from 'vitest';
import { embeddedReply, type CoachTurn } from './embedded-coach.js';
import { asksAboutResults } from './guidance/results-explained.js';
import { topicOf } from './guidance/topics.js';
import { ada } from './portrait.fixture.js';

/** Issue 32: what members ask most, in their own words, reaches the right answer. */
describe('subjects recognised from free wording', () => {
  it.each([
    ['Why do I keep picking the wrong people?', 'patterns'],
    ['I always end up with guys who treat me badly', 'patterns'],
    ['Every time I fall for the same type and it ends the same way', 'patterns'],
    ['Is there a pattern in who I date?', 'patterns'],
    ['Is my match a good fit for me?', 'fit'],
    ['How do I know if he is right for me?', 'fit'],
    ['Are we compatible?', 'fit'],
    ['I am not sure whether I should keep seeing her', 'fit'],
    ['Write me an opening message', 'starters'],
    ['What should I say to my match first?', 'starters'],
    ['Any ideas for an opener?', 'starters'],
    ['I never know what to write to a match', 'starters'],
  ])('%s → %s', (message, id) => {
    expect(topicOf(message)?.id).toBe(id);
  });

  it.each([
    'What does my EQ score mean?',
    'Can you explain my emotional intelligence result?',
    'what is my connection style about',
    'I got my results, what do they say about me?',
  ])('a question about the member’s own results: %s', (message) => {
    expect(asksAboutResults(message)).toBe(true);
  });
});

describe('the answers', () => {
  it('explains the member’s EQ from their own facts', () => {
    const reply = embeddedReply(ada, 'What does my EQ score mean?', []);
    expect(reply).toMatch(
      /^Your EQ result is High EQ, Ada, and your Emotional Connection Style is The Calm Anchor\./,
    );
    expect(reply).toContain('Your strongest is Emotional Regulation');
    expect(reply).toContain('The one with the most room to grow is Social Skills');
  });

  it('invites a member without an EQ result to take the quiz', () => {
    const reply = embeddedReply({ ...ada, eq: null }, 'What does my EQ mean?', []);
    expect(reply).toMatch(/^You have not taken the EQ quiz yet, Ada\./);
  });

  it('answers the six questions members ask most, each on its own subject', () => {
    const history: CoachTurn[] = [];
    const replies = [
      'I have a first date on Saturday, any advice?',
      'I get really anxious before dates',
      'Why do I keep picking the wrong people?',
      'Is my match a good fit for me?',
      'What does my EQ score mean?',
      'Write me an opening message',
    ].map((message) => {
      const reply = embeddedReply(ada, message, history);
      history.push({ fromCoach: false, content: message }, { fromCoach: true, content: reply });
      return reply;
    });
    expect(replies.map((r) => r.split('\n')[0]!.slice(0, 40))).toEqual([
      'A first date is less an exam than a shar',
      expect.any(String),
      'Noticing a pattern is the hard part, and',
      'Whether someone fits you shows less in o',
      'Your EQ result is High EQ, Ada, and your',
      'Good conversations start with curiosity,',
    ]);
    expect(replies[1]).not.toBe(replies[0]);
    expect(new Set(replies).size).toBe(6);
  });
});
