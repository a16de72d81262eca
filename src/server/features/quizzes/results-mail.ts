import { BRAND } from '../../../shared/brand.js';
import { blueprintQuizUrl } from '../../../shared/page-urls.js';
import { EQ_CATEGORIES, type EqScore } from '../../../shared/domain/eq-scoring.js';
import { buttonMail } from '../../platform/mail/button-mail.js';
import type { MailMessage } from '../../platform/mail/index.js';

export const RESULTS_MAIL_SUBJECT = 'Your Emotional Connection Style';
export const DECODER_ACTION = 'Complete your Compatibility Decoder';

/**
 * The link back from the results mail to the Blueprint quiz for this temporary user; it carries
 * the temporary user's key, so the link works in whichever browser opens the mail.
 */
export const decoderUrl = (appUrl: string, tempUserId: string, key: string) =>
  `${appUrl}${blueprintQuizUrl(tempUserId, key)}`;

/**
 * The EQ results mail (the spec's send-quiz-results-email): a short plain summary and one link
 * back to the Compatibility Decoder. The full report stays in the app.
 */
export function eqResultsMail(
  to: string,
  name: string,
  eq: EqScore,
  emotionalType: string,
  url: string,
): MailMessage {
  const strongest = [...EQ_CATEGORIES].sort(
    (a, b) => eq.categoryScores[b].score - eq.categoryScores[a].score,
  )[0]!;
  const lines = [
    `Hi ${name},`,
    `Thank you for taking the ${BRAND} EQ quiz. Your Emotional Connection Style is ${emotionalType}.`,
    `You scored ${eq.total} out of ${eq.maxTotal} (${eq.band}). Your strongest area is ${strongest}, with ${eq.categoryScores[strongest].score} of 25 points.`,
    'Your emotional style is one part of the picture. The Compatibility Decoder adds your values, communication, lifestyle and life goals, so the partner we look for fits the whole of you.',
  ];
  return buttonMail('eq-results', to, RESULTS_MAIL_SUBJECT, lines, DECODER_ACTION, url);
}
