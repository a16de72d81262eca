import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from '../../../shared/report-title.js';
import { escapeHtml } from '../../platform/mail/button-mail.js';
import { lastMail } from '../../testing/accounts.js';
import { longReport, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.js';
import { createQuizTestApp, eqFlows, type QuizTestApp } from '../../testing/quiz-flows.js';

let fake: FakeOpenAi;
let t: QuizTestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createQuizTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' });
});
// Without a model answer the embedded writer's report is used, as on a server with no model.
beforeEach(() => {
  fake.reply = () => ({ status: 500, content: 'no model today' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { submit, visitor, good } = eqFlows(() => t);

/** Takes the public quiz; answers what the results dialog was given and the mail that went out. */
async function takeQuiz(email: string, fullName = 'Maya Lin') {
  const res = await submit({ answers: good(), ...visitor(email), fullName });
  expect(res.statusCode).toBe(200);
  const { userId, result } = res.json();
  const mail = await lastMail(t, email);
  return { userId, result, text: mail?.text ?? '', html: mail?.html ?? '' };
}

/** A report line without its markdown marks, as a reader sees it. */
const asRead = (line: string) => line.replace(/^(#+|>|-|\d+\.)\s+/, '').replace(/\*\*/g, '');

describe('the EQ results mail', () => {
  it('holds the whole report the dialog showed, the score, band, five areas and the /bluz link', async () => {
    const { userId, result, text, html } = await takeQuiz('report@example.com');
    const shown = withoutLeadingTitle(result.report, result.emotionalType);
    const lines = shown.split('\n').filter((l: string) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) expect(text).toContain(asRead(line));
    // Plain paragraphs (no marks) appear escaped, word for word, in the HTML too.
    const plain = lines.filter((l: string) => !/^(#|>|-|\d+\.)|\*\*/.test(l));
    expect(plain.length).toBeGreaterThan(2);
    for (const line of plain) expect(html).toContain(`>${escapeHtml(line)}</p>`);
    expect(html).toContain('What your answers show</h3>');
    expect(html).toMatch(/<li [^>]*><strong>Self-Awareness<\/strong> \(20 of 25\)/);
    expect(text).toContain(`Your Emotional Connection Style is ${result.emotionalType}.`);
    expect(text).toContain('You scored 100 out of 125 (Moderate-High EQ).');
    for (const area of Object.keys(result.categoryScores))
      expect(text).toContain(`- ${area}: 20 of 25`);
    expect(text).toMatch(
      new RegExp(`${t.config.appUrl}/bluz\\?user_id=${userId}&key=[\\w-]{43}\\s`),
    );
  });

  it("escapes a model's report and the visitor's name in the HTML, and keeps them as written in the text", async () => {
    const hostile = 'Tom & Jerry <script>alert("x")</script> are **fine**.';
    fake.reply = () => ({ content: `${longReport('Model report')}\n\n${hostile}` });
    const { result, text, html } = await takeQuiz('hostile@example.com', 'Maya <b>Lin</b>');
    expect(result.report).toContain(hostile);
    expect(text).toContain('Tom & Jerry <script>alert("x")</script> are fine.');
    expect(text).toContain('Hi Maya <b>Lin</b>,');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain(
      'Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; are <strong>fine</strong>.',
    );
    expect(html).toContain('Hi Maya &lt;b&gt;Lin&lt;/b&gt;,');
    // The model's own title differs from the style's name, so it stays, as in the dialog.
    expect(html).toContain('Model report</h2>');
  });
});
