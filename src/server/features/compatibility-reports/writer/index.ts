/**
 * The embedded report writer: deterministic, offline, pure. Every report is assembled from
 * many small fragments chosen from one facts profile of the member, so different answer
 * patterns get genuinely different reports, the same answers always get the same text, and no
 * two reports of one member draw different conclusions.
 */
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import type { EqScore } from '#shared/domain/eq-scoring.js';
import { writeBlueprintOverview } from './blueprint-overview.js';
import { startDraft, startRecorder, type Claim, type Said, type UsedTexts } from './claims.js';
import { writeDevelopmentInsights } from './development.js';
import { writeDirectionalInsights } from './directional.js';
import { eqFactsOf } from './eq-facts.js';
import { writeEqInsights } from './eq-insights.js';
import { draftEqReport } from './eq-report.js';
import { buildFacts, type MemberFacts } from './facts.js';
import { writeIndividualInsights } from './individual.js';

export { emotionalType } from './eq-styles.js';

export interface BlueprintReports {
  blueprintReport: string;
  eqInsights: string;
  individualInsights: string;
  relationshipDevelopmentInsights: string;
  relationshipDirectionalInsights: string;
}

/** One report's text and what it asserted, for the consistency checks. */
export interface DraftedReport {
  text: string;
  claims: Claim[];
  /** The texts printed with a claim, each with its own (see Recorder.said). */
  said: readonly Said[];
}

export type MemberReportName = keyof BlueprintReports | 'eqReport';

const BLUEPRINT_WRITERS = {
  blueprintReport: writeBlueprintOverview,
  eqInsights: writeEqInsights,
  individualInsights: writeIndividualInsights,
  relationshipDevelopmentInsights: writeDevelopmentInsights,
  relationshipDirectionalInsights: writeDirectionalInsights,
} as const;

/**
 * The 'Emotional Connection Style' report. `hasBlueprint`: the member has done the
 * Compatibility Decoder already, so the report does not invite them to.
 */
export function writeEqReport(input: { name: string; eq: EqScore; hasBlueprint?: boolean }) {
  const recorder = startRecorder(new Set());
  return draftEqReport(
    { ...input, eq: eqFactsOf(input.eq), hasBlueprint: !!input.hasBlueprint },
    recorder,
  );
}

/**
 * Every report of a member with a Blueprint, written from one facts profile and one set of used
 * sentences, in the order a member meets them: the EQ report (when there is an EQ result) first.
 */
export function draftMemberReports(input: {
  name: string;
  blueprint: BlueprintScores;
  eq: EqScore | null;
}): { facts: MemberFacts; reports: Partial<Record<MemberReportName, DraftedReport>> } {
  const facts = buildFacts(input.name, input.blueprint, input.eq);
  const used: UsedTexts = new Set();
  const reports: Partial<Record<MemberReportName, DraftedReport>> = {};
  if (facts.eq) {
    const recorder = startRecorder(used);
    const text = draftEqReport({ name: input.name, eq: facts.eq, hasBlueprint: true }, recorder);
    reports.eqReport = { text, claims: recorder.claims, said: recorder.said };
  }
  for (const [name, write] of Object.entries(BLUEPRINT_WRITERS)) {
    const draft = startDraft(facts, used);
    reports[name as keyof BlueprintReports] = {
      text: write(draft),
      claims: draft.claims,
      said: draft.said,
    };
  }
  return { facts, reports };
}

export function writeBlueprintReports(input: {
  name: string;
  blueprint: BlueprintScores;
  eq: EqScore | null;
}): BlueprintReports {
  const { reports } = draftMemberReports(input);
  return Object.fromEntries(
    Object.keys(BLUEPRINT_WRITERS).map((name) => [
      name,
      reports[name as keyof BlueprintReports]!.text,
    ]),
  ) as unknown as BlueprintReports;
}
