import { mentions, stems } from './cues.js';

/**
 * What the coach must not answer as a dating question (issue 32): someone in danger, and
 * questions for a doctor or a lawyer. Each is recognised from the member's own words, and the
 * reply says plainly what the coach cannot do, where to turn (US services: the product matches by
 * US zip code), and what it can still help with.
 */
export type BoundaryId = 'crisis' | 'abuse' | 'medical' | 'legal';

interface Boundary {
  id: BoundaryId;
  cues: string[];
  /** Idioms that use a cue's words for something else ('he hit me up'): taken out first. */
  unless?: RegExp;
  reply: (name: string) => string;
}

const BOUNDARIES: Boundary[] = [
  {
    id: 'crisis',
    cues: [
      'kill myself',
      'suicide',
      'suicidal',
      'end my life',
      'want to die',
      'better off dead',
      'no reason to live',
      'hurt myself',
      'harm myself',
      'self harm',
      'cutting myself',
      'started cutting',
      'cutting again',
      'better off without me',
      'the point anymore',
      'no point living',
      'end it all',
      'take my own life',
      'overdose',
      'take them all',
      'pills saved',
      'want to be here anymore',
      'want to disappear',
      "didn't wake up tomorrow",
      'never wake up',
      'anyone would even notice',
      'nobody would notice',
      'no one would notice',
      'point in going on',
      'thinking about ending it',
      'thought about ending it',
    ],
    // 'Thinking about ending it with him' is a breakup question.
    unless: /\bend(ing)? (it|things) with\b/gi,
    reply: (name) =>
      [
        `${name}, I am really glad you told me, and I am sorry you are carrying this. You deserve support from a person right now, not advice from an app.`,
        'If you are in the US, call or text 988 to reach the Suicide & Crisis Lifeline, any time of day. If you might act on these thoughts, or are in danger now, call 911 or go to the nearest emergency room.',
        'If you can, tell someone you trust how you are feeling today. I am here for dating and relationship questions whenever you want to come back.',
      ].join('\n\n'),
  },
  {
    id: 'abuse',
    cues: [
      'hits me',
      'hit me',
      'hitting me',
      'pushed me',
      'choked me',
      'abuse',
      'abusive',
      'threatened me',
      'threatens me',
      'stalking me',
      'stalker',
      'forced me',
      'raped',
      'assaulted',
      'afraid of my partner',
      'scared of my partner',
      'scared for my safety',
      'afraid for my safety',
      'grabbed me',
      'grabbed my',
      'bruised me',
      'it bruised',
      'left a bruise',
      'left bruises',
      'slapped me',
      'kicked me',
      'knows where i live',
      'turn up at my',
      'show up at my',
      'make sure i regret',
      'if i ever leave',
      'checks my phone',
      'took my bank card',
      'keeps turning up',
      'turning up outside',
      'outside my work',
      'outside my house',
      'new accounts',
      'send my pics',
      'share my pics',
      'post my pics',
      'leak my',
      "you'll regret",
      'different numbers',
      'intimate pics',
      'controls my money',
      'my fault for making him',
      'my fault for making her',
      "won't leave me alone",
    ],
    // 'I keep checking my phone' is the member waiting for a reply, not someone controlling them.
    unless:
      /\bhit(s|ting)? (me (up|back)|on me|it off)\b|\bI(?:'m| am| keep)? checking my phone\b/gi,
    reply: (name) =>
      [
        `${name}, what you describe is not something you should have to handle alone, and it is not your fault.`,
        'If you are in danger now, call 911. In the US, the National Domestic Violence Hotline is there day and night: call 1-800-799-7233 or text START to 88788, and they can help you make a plan to stay safe.',
        'If this is someone you met here, you can block and report them from their profile: they can no longer reach you, and our team reviews every report.',
      ].join('\n\n'),
  },
  {
    id: 'medical',
    cues: [
      'medication',
      'prescription',
      'antidepressant',
      'diagnose',
      'diagnosis',
      'std',
      'sti',
      'hiv',
      'herpes',
      'pregnant',
      'pregnancy',
      'birth control',
      'contraception',
      'erectile',
      'get tested',
      'antibiotics',
      'condom',
      'on the pill',
      'morning after pill',
      'when i pee',
      'chlamydia',
      'gonorrhea',
      'rash',
      'sertraline',
      'interact with',
    ],
    reply: (name) =>
      [
        `That is a question for a doctor, nurse or pharmacist, ${name}: they can look at your situation, and I cannot give medical advice.`,
        'What I can help with is the conversation around it: how to bring it up with a partner or a match, when to say it, and how to listen to their answer. Would that help?',
      ].join('\n\n'),
  },
  {
    id: 'legal',
    cues: [
      'lawyer',
      'attorney',
      'legal advice',
      'lawsuit',
      'sue',
      'custody',
      'alimony',
      'child support',
      'restraining order',
      'prenup',
      'prenuptial',
      'visa',
      'immigration',
      'a crime',
      'my rights',
      'the lease',
      'taken down',
      'solicitor',
      'file for divorce',
      'protective order',
      'legal process',
      'filing fee',
    ],
    reply: (name) =>
      [
        `For the legal side, ${name}, please talk to a licensed lawyer where you live; many areas have free legal aid. I cannot give legal advice.`,
        'What I can help with is the relationship side: how to talk about it together, how to raise something hard without a fight, and how to look after yourself while it is being sorted out.',
      ].join('\n\n'),
  },
];

const COMPILED = BOUNDARIES.map((b) => ({ boundary: b, cues: b.cues.map(stems) }));

/** The first limit a message runs into, most urgent first; null for a question the coach takes. */
export function boundaryOf(
  message: string,
): { id: BoundaryId; reply: (name: string) => string } | null {
  for (const { boundary, cues } of COMPILED) {
    const words = stems(boundary.unless ? message.replace(boundary.unless, ' ') : message);
    if (cues.some((cue) => mentions(words, cue))) return boundary;
  }
  return null;
}

/** The limits no model may answer in its own words: someone may be in danger. */
export const URGENT_BOUNDARIES: ReadonlySet<BoundaryId> = new Set(['crisis', 'abuse']);
