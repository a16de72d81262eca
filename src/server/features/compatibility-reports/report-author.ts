import type { FastifyBaseLogger } from 'fastify';
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import type { EqScore } from '#shared/domain/eq-scoring.js';
import type { Db } from '#server/db/connect.js';
import type { AiPort } from '#server/platform/ai/index.js';
import { blueprintFacts, eqFacts, reportPrompt, type ReportName } from './report-facts.js';
import { reportSystemPrompt } from './trainer-prompt.js';
import { writeBlueprintReports, writeEqReport, type BlueprintReports } from './writer/index.js';
import { wordCount } from './writer/text.js';

/** A report shorter than this is not a report: the embedded text is used instead. */
export const MIN_REPORT_WORDS = 300;

/** Who writes the reports: the configured model (none: the embedded writer) and where to warn. */
export interface ReportModel {
  ai: AiPort | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Reports are written once per submission. With a model configured, each report is written by
 * the model from the same facts the embedded writer uses, under the admin's trainer prompt; any
 * failure (error, timeout, too short) falls back to the embedded writer's text for that report.
 */
async function byModel(
  { ai, log }: ReportModel,
  system: string,
  name: string,
  report: ReportName,
  facts: string[],
  fallback: string,
): Promise<string> {
  if (!ai) return fallback;
  try {
    const text = await ai.complete({ system, user: reportPrompt(name, report, facts) });
    if (wordCount(text) >= MIN_REPORT_WORDS) return text;
    log?.warn(
      { report, words: wordCount(text) },
      'model report too short; using the embedded report',
    );
  } catch (err) {
    log?.warn(
      { report, reason: err instanceof Error ? err.message : 'unknown' },
      'model report failed; using the embedded report',
    );
  }
  return fallback;
}

/** The EQ report of one result. */
export async function authorEqReport(
  db: Db,
  model: ReportModel,
  { name, eq, hasBlueprint }: { name: string; eq: EqScore; hasBlueprint?: boolean },
): Promise<string> {
  const fallback = writeEqReport({ name, eq, hasBlueprint });
  if (!model.ai) return fallback;
  return byModel(model, await reportSystemPrompt(db), name, 'eqReport', eqFacts(eq), fallback);
}

/** The five Blueprint texts, each written (or falling back) on its own. */
export async function authorBlueprintReports(
  db: Db,
  model: ReportModel,
  { name, blueprint, eq }: { name: string; blueprint: BlueprintScores; eq: EqScore | null },
): Promise<BlueprintReports> {
  const fallback = writeBlueprintReports({ name, blueprint, eq });
  if (!model.ai) return fallback;
  const system = await reportSystemPrompt(db);
  const facts = blueprintFacts(blueprint, eq);
  const names = Object.keys(fallback) as (keyof BlueprintReports)[];
  const texts = await Promise.all(
    names.map((report) => byModel(model, system, name, report, facts, fallback[report])),
  );
  return Object.fromEntries(
    names.map((report, i) => [report, texts[i]!]),
  ) as unknown as BlueprintReports;
}
