import { BRAND } from '../../../shared/brand.js';
import { BLUEPRINT_QUESTION_COUNT } from '../../../shared/domain/blueprint-scoring.js';
import { blueprintQuizUrl } from '../../../shared/page-urls.js';
import {
  EQ_CATEGORIES,
  EQ_POINTS_PER_CATEGORY,
  type EqScore,
} from '../../../shared/domain/eq-scoring.js';
import { withoutLeadingTitle } from '../../../shared/report-title.js';
import { buttonMail } from '../../platform/mail/button-mail.js';
import type { MailMessage } from '../../platform/mail/index.js';
import { markdownMailPart } from '../../platform/mail/markdown-mail.js';

export const RESULTS_MAIL_SUBJECT = 'Your Emotional Connection Style';
export const DECODER_ACTION = 'Complete your Compatibility Decoder';

/**
 * The link back from the results mail to the Blueprint quiz for this temporary user; it carries
 * the temporary user's key, so the link works in whichever browser opens the mail.
 */
export const decoderUrl = (appUrl: string, tempUserId: string, key: string) =>
  `${appUrl}${blueprintQuizUrl(tempUserId, key)}`;

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
 * exactly this, so what it says and what arrives stay the same.
 */
export function eqResultsMail(
  to: string,
  name: string,
  eq: EqScore,
  emotionalType: string,
  report: string,
  url: string,
): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Thank you for taking the ${BRAND} EQ quiz. Here is your report, as you saw it when you finished.`,
    `Your Emotional Connection Style is ${emotionalType}. You scored ${eq.total} out of ${eq.maxTotal} (${eq.band}).`,
    areaList(eq),
    markdownMailPart(withoutLeadingTitle(report, emotionalType)),
    `Your next step is the Compatibility Decoder: ${BLUEPRINT_QUESTION_COUNT} short statements, about 10 minutes. Your Blueprint is ready the moment you finish.`,
  ];
  return buttonMail('eq-results', to, RESULTS_MAIL_SUBJECT, lines, DECODER_ACTION, url);
}
