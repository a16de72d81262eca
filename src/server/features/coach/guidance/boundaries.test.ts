import { describe, expect, it } from 'vitest';
import type { MemberPortrait } from '#server/features/compatibility-reports/index.js';
import { embeddedReply } from '../embedded-coach.js';
import { modelEngine } from '../engines.js';
import { boundaryOf } from './boundaries.js';

/** Issue 32: what the coach does not answer as a dating question, and where it sends people. */
describe('the limits of the coach, recognised from free wording', () => {
  it.each([
    ['I want to kill myself', 'crisis'],
    ['sometimes I think everyone would be better off dead without me', 'crisis'],
    ['I have been having suicidal thoughts since the breakup', 'crisis'],
    ['I keep wanting to hurt myself when he ignores me', 'crisis'],
    ['there is no reason to live anymore', 'crisis'],
    ["i've been thinking about ending it", 'crisis'],
    ['my partner checks my phone every night', 'abuse'],
    ['My boyfriend hits me when he drinks', 'abuse'],
    ['he pushed me against the wall last night', 'abuse'],
    ['I think my relationship is abusive', 'abuse'],
    ['my match threatened me after I said no', 'abuse'],
    ['I am scared of my partner', 'abuse'],
    ['Should I change my antidepressant before dating again?', 'medical'],
    ['Could I have an STI? what are the symptoms', 'medical'],
    ['I think I might be pregnant, what do I do', 'medical'],
    ['Do I need a lawyer for the divorce?', 'legal'],
    ['how does child support work if we split', 'legal'],
    ['My ex wants to take me to court for custody', 'legal'],
  ])('%s → %s', (message, id) => {
    expect(boundaryOf(message)?.id).toBe(id);
  });

  it.each([
    'My ex hit me up last night, should I answer?',
    'We really hit it off on our first date!',
    'A guy hit on me at the bar and I liked it',
    'This first date is killing me with nerves',
    'I was so embarrassed I wanted the ground to swallow me',
    'How do we talk about money before moving in?',
    'Would he even notice if I changed my hair?',
    'I could not wake up this morning after our late date',
    'Being turned down bruised my ego a bit',
    "He hasn't replied in 6 hours and I keep checking my phone. help",
    "I'm checking my phone every five minutes waiting for her text",
    'I have been thinking about ending it with him, how do I say it kindly?',
  ])('takes an ordinary question as one: %s', (message) => {
    expect(boundaryOf(message)).toBeNull();
  });

  it('puts danger first, whatever else the message asks', () => {
    expect(boundaryOf('He hits me but I still want tips for our date')?.id).toBe('abuse');
    expect(boundaryOf('my ex hit me up and she was abusive to me before')?.id).toBe('abuse');
  });
});

const noor: MemberPortrait = { firstName: 'Noor', eq: null, blueprint: null };

describe('what the member is told', () => {
  it('gives the crisis line and emergency number, and no dating tips', () => {
    const reply = embeddedReply(noor, 'I want to end my life', []);
    expect(reply).toContain('call or text 988');
    expect(reply).toContain('call 911');
    expect(reply).not.toContain('•');
  });

  it('gives the domestic violence hotline and the way to block and report', () => {
    const reply = embeddedReply(noor, 'He hits me when he is angry', []);
    expect(reply).toContain('1-800-799-7233');
    expect(reply).toContain('block and report');
  });

  it('says what it cannot do for a medical or legal question, and what it can', () => {
    expect(embeddedReply(noor, 'What medication helps with dating anxiety?', [])).toMatch(
      /cannot give medical advice[\s\S]*bring it up with a partner/,
    );
    expect(embeddedReply(noor, 'Should we sign a prenup?', [])).toMatch(
      /cannot give legal advice[\s\S]*how to talk about it together/,
    );
  });

  it('answers someone in danger with the same words when a model is configured, without asking it', async () => {
    let asked = false;
    const ai = {
      model: 'm',
      complete: () => Promise.reject(new Error('unused')),
      // eslint-disable-next-line require-yield
      stream: async function* () {
        asked = true;
        throw new Error('the model must not be asked');
      },
    };
    const engine = modelEngine(ai, () => Promise.resolve('Be a coach.'));
    let reply = '';
    const input = {
      portrait: noor,
      history: [],
      question: 'I want to kill myself',
      match: null,
      signal: new AbortController().signal,
    };
    for await (const piece of engine(input)) reply += piece;
    expect(reply).toContain('988');
    expect(asked).toBe(false);
  });
});
