import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from '#shared/report-title.js';
import { escapeHtml } from '#server/platform/mail/button-mail.js';
import { lastMail } from '#server/testing/accounts.js';
import { longReport, startFakeOpenAi, type FakeOpenAi } from '#server/testing/fake-openai.js';
import { createQuizTestApp, eqFlows, type QuizTestApp } from '#server/testing/quiz-flows.js';
import { greetingName } from './results-mail.js';

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

  it("escapes a model's report in the HTML and keeps it as written in the text", async () => {
    const hostile = 'Tom & Jerry <script>alert("x")</script> are **fine**.';
    fake.reply = () => ({ content: `${longReport('Model report')}\n\n${hostile}` });
    const { result, text, html } = await takeQuiz('hostile@example.com', 'Maya <b>Lin</b>');
    expect(result.report).toContain(hostile);
    expect(text).toContain('Tom & Jerry <script>alert("x")</script> are fine.');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain(
      'Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; are <strong>fine</strong>.',
    );
    // A name with markup is no name: the mail greets neutrally.
    expect(text).toMatch(/^Hi there,/);
    // The model's own title differs from the style's name, so it stays, as in the dialog.
    expect(html).toContain('Model report</h2>');
  });

  it.each([
    ['the embedded writer', false],
    ['the model', true],
  ])("says nothing of a stranger's text typed as the name (report by %s)", async (_by, model) => {
    // The model repeats whatever name it is given, as a careless one might.
    if (model) fake.reply = ({ body }) => ({ content: longReport(body.messages!.at(-1)!.content) });
    const name = 'https://evil.example/login Your account is locked, visit the link';
    const { text, html } = await takeQuiz(`phished-${String(model)}@example.com`, name);
    expect(text).toMatch(/^Hi there,/);
    for (const part of [text, html]) expect(part).not.toMatch(/evil|locked|visit/);
    // The model was asked, and told of no name: the report's own word for nobody in particular.
    if (model) expect(text).toContain('for friend.');
  });
});

describe('the name the results mail greets by', () => {
  it.each([
    ["Anne-Marie O'Neil", 'Anne-Marie'],
    ['José Álvarez', 'José'],
    ['Jose\u0301', 'José'], // typed with a combining accent
    ['李', '李'],
    ['  Maya   Lin ', 'Maya'],
    ['Ngũgĩ wa Thiong’o', 'Ngũgĩ'],
  ])('greets %j as %j', (typed, first) => {
    expect(greetingName(typed)).toBe(first);
  });

  it.each([
    'Your account is locked visit https://evil.example/login',
    'Maya <b>Lin</b>',
    'Agent 007',
    'Maya, call +1 555 0100',
    'Anne M.',
    'Maya\u202Enil', // a right-to-left override, to show text reversed
    "'-",
    'A'.repeat(31),
  ])('greets %j with a neutral "Hi there"', (typed) => {
    expect(greetingName(typed)).toBeNull();
  });
});
