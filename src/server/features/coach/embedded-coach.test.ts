import { describe, expect, it } from 'vitest';
import { portraitLines, type MemberPortrait } from '../compatibility-reports/index.js';
import { ada } from './portrait.fixture.js';
import { embeddedReply, greeting } from './embedded-coach.js';
import { TOPICS, topicOf } from './guidance/topics.js';

const newcomer: MemberPortrait = { firstName: 'Noor', eq: null, blueprint: null };

describe('what a message is about', () => {
  it.each([
    ['I have a first date on Friday, what should I wear?', 'first-date'],
    ['What should I write as a first message?', 'starters'],
    ['How do I ask her out after a week of chatting?', 'chat-to-date'],
    ['He left me on read for two days', 'texting'],
    ['I feel like nobody wants me', 'rejection'],
    ['I am so shy around new people', 'confidence'],
    ['We keep arguing about money', 'conflict'],
    ['I get anxious and overthink everything', 'anxiety'],
    ['He is moving too fast and I feel pressured', 'boundaries'],
    ['We live in different countries', 'long-distance'],
    ['I get jealous when she texts her ex', 'trust'],
    ['How do I get over a breakup?', 'moving-on'],
    ['How do I ask where this is going? I want to be exclusive', 'commitment'],
    ['My partner never listens when I open up', 'communication'],
  ])('%s → %s', (message, id) => {
    expect(topicOf(message)?.id).toBe(id);
  });

  it('knows nothing of a message about something else', () => {
    expect(topicOf('What is the capital of France?')).toBeNull();
  });

  it('every topic has enough advice for two different replies', () => {
    for (const topic of TOPICS) expect(topic.tips.length, topic.id).toBeGreaterThanOrEqual(6);
  });
});

describe('the built-in coach’s replies', () => {
  it('answers from the guidance: an opening, three tips, a note on the member’s results, a question', () => {
    const reply = embeddedReply(ada, 'I have a first date on Friday', []);
    const parts = reply.split('\n\n');
    expect(parts[0]).toMatch(/^A first date is less an exam/);
    expect(parts[1]!.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(3);
    expect(parts[2]).toContain('As the Calm Anchor with High EQ, your Emotional Regulation');
    expect(parts[2]).toContain('how much closeness to family means to you');
    expect(parts.at(-1)).toMatch(/\?$/);
  });

  it('names the skill the member is still building when the subject calls for it', () => {
    const reply = embeddedReply(ada, 'What should I write in my first message?', []);
    expect(reply).toContain('Social Skills is an EQ skill you are still building');
  });

  it('points a member stuck on a first message to the conversation starters', () => {
    const reply = embeddedReply(ada, 'Any conversation starters for my match?', []);
    expect(reply).toContain(
      'Conversation starters offers three openers drawn from what you two share',
    );
  });

  it('never calls a skill "still building" when all five are strong, nor names a strongest when none leads', () => {
    const even: MemberPortrait = {
      ...ada,
      eq: { ...ada.eq!, strongest: null, toGrow: null, allStrong: true },
    };
    for (const message of ['What should I write in my first message?', 'We had an argument']) {
      const reply = embeddedReply(even, message, []);
      expect(reply).not.toContain('still building');
      expect(reply).not.toContain('is an asset here');
      expect(reply).toContain('no single EQ skill of yours leads the others by much');
    }
    expect(portraitLines(even)[1]).toBe(
      'Emotional Connection Style: The Calm Anchor; EQ band: High EQ; no EQ skill stands clearly ahead of the others; all five EQ skills are at the strong level.',
    );
  });

  it('gives the next tips when the member comes back to a subject', () => {
    const first = embeddedReply(ada, 'We had an argument', []);
    const history = [
      { fromCoach: false, content: 'We had an argument' },
      { fromCoach: true, content: first },
    ];
    const second = embeddedReply(ada, 'It happened again', history);
    expect(second).toMatch(/^Here are a few more ideas on that, Ada\./);
    const tips = (text: string) => text.split('\n').filter((l) => l.startsWith('• '));
    expect(tips(second).some((tip) => tips(first).includes(tip))).toBe(false);
  });

  it('asks for more when it cannot tell the subject, and never repeats the member’s words', () => {
    const reply = embeddedReply(ada, 'What is the capital of France?', []);
    expect(reply).toMatch(/could you say a little more about the situation/);
    expect(reply).not.toContain('capital of France');
  });

  it('greets and thanks like a person', () => {
    expect(embeddedReply(ada, 'Hi!', [])).toMatch(/^Hello Ada! It is good to hear from you\./);
    expect(embeddedReply(ada, 'Thanks, that helps', [])).toMatch(/^You are very welcome, Ada\./);
  });

  it('invites a member without results to take the quizzes', () => {
    expect(embeddedReply(newcomer, 'I am nervous about my first date', [])).toContain(
      'Once you have taken the EQ and Blueprint quizzes',
    );
    expect(greeting(newcomer)).toMatch(/^Hello Noor! I am your Relationship Coach\. Ask me/);
    expect(greeting(ada)).toContain('(you are the Calm Anchor)');
  });
});
