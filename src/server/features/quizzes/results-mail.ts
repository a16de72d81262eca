import { BRAND } from '#shared/brand.js';
import { BLUEPRINT_QUESTION_COUNT } from '#shared/domain/blueprint-scoring.js';
import { blueprintQuizUrl } from '#shared/page-urls.js';
import { EQ_CATEGORIES, EQ_POINTS_PER_CATEGORY, type EqScore } from '#shared/domain/eq-scoring.js';
import { withoutLeadingTitle } from '#shared/report-title.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { MailMessage } from '#server/platform/mail/index.js';
import { markdownMailPart } from '#server/platform/mail/markdown-mail.js';

export const RESULTS_MAIL_SUBJECT = 'Your Emotional Connection Style';
export const DECODER_ACTION = 'Complete your Compatibility Decoder';

/**
 * The link back from the results mail to the Blueprint quiz for this temporary user; it carries
 * the temporary user's key, so the link works in whichever browser opens the mail.
 */
export const decoderUrl = (appUrl: string, tempUserId: string, key: string) =>
  `${appUrl}${blueprintQuizUrl(tempUserId, key)}`;

/** A first name longer than this is not said: the greeting stays a greeting. */
const MAX_GREETING_NAME = 30;

/**
 * Letters of any script (with their accents, \p{M}), apostrophes and hyphens, as in José, 李,
 * Anne-Marie or O'Neil: nothing that can spell a link, a number or a sentence.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}'’-]+$/u;

/**
 * The first name the results mail opens with, or null when the name as typed is not a name.
 * The public quiz mails any address a visitor types, so the name field is the one place a
 * stranger writes into a mail we send ("Your account is locked, visit https://..."): a name
 * with anything but letters, spaces, apostrophes and hyphens is not used at all.
 */
export function greetingName(fullName: string): string | null {
  const words = fullName.normalize('NFC').trim().split(/\s+/);
  if (!words.every((word) => NAME_CHARACTERS.test(word))) return null;
  const first = words[0]!;
  return /\p{L}/u.test(first) && [...first].length <= MAX_GREETING_NAME ? first : null;
}

/** The five area scores, as the results dialog's bars show them. */
const areaList = (eq: EqScore) =>
  markdownMailPart(
    `## Your five areas\n\n${EQ_CATEGORIES.map(
      (c) => `- ${c}: ${eq.categoryScores[c].score} of ${EQ_POINTS_PER_CATEGORY}`,
    ).join('\n')}`,
  );

/**
 * The EQ results mail (the spec's send-quiz-results-email): the style, score, band and five
 * area scores, then the whole report the results dialog showed (its title, the style's name, is
 * already said above it), and the link back to the Compatibility Decoder. The dialog promises
 * exactly this, so what it says and what arrives stay the same. It greets by the first name
 * alone (greetingName).
 */
export function eqResultsMail(
  to: string,
  fullName: string,
  eq: EqScore,
  emotionalType: string,
  report: string,
  url: string,
): MailMessage {
  const lines = [
    `Hi ${greetingName(fullName) ?? 'there'},`,
    `Thank you for taking the ${BRAND} EQ quiz. Here is your report, as you saw it when you finished.`,
    `Your Emotional Connection Style is ${emotionalType}. You scored ${eq.total} out of ${eq.maxTotal} (${eq.band}).`,
    areaList(eq),
    markdownMailPart(withoutLeadingTitle(report, emotionalType)),
    `Your next step is the Compatibility Decoder: ${BLUEPRINT_QUESTION_COUNT} short statements, about 10 minutes. Your Blueprint is ready the moment you finish.`,
  ];
  return buttonMail('eq-results', to, RESULTS_MAIL_SUBJECT, lines, DECODER_ACTION, url);
}
