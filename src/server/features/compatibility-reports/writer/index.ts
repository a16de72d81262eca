/**
 * The embedded report writer: deterministic, offline, pure. Every report is assembled from
 * many small fragments chosen by the person's own scores, so different answer patterns get
 * genuinely different reports, and the same answers always get the same text.
 */
import type { BlueprintScores } from '../../../../shared/domain/blueprint-scoring.js';
import type { EqScore } from '../../../../shared/domain/eq-scoring.js';
import { buildProfile } from './blueprint-profile.js';
import { writeBlueprintOverview } from './blueprint-overview.js';
import { writeDevelopmentInsights } from './development.js';
import { writeDirectionalInsights } from './directional.js';
import { writeEqInsights } from './eq-insights.js';
import { writeIndividualInsights } from './individual.js';

export { writeEqReport } from './eq-report.js';
export { emotionalType } from './eq-styles.js';

export interface BlueprintReports {
  blueprintReport: string;
  eqInsights: string;
  individualInsights: string;
  relationshipDevelopmentInsights: string;
  relationshipDirectionalInsights: string;
}

export function writeBlueprintReports({
  name,
  blueprint,
  eq,
}: {
  name: string;
  blueprint: BlueprintScores;
  eq: EqScore | null;
}): BlueprintReports {
  const profile = buildProfile(name, blueprint, eq);
  return {
    blueprintReport: writeBlueprintOverview(profile),
    eqInsights: writeEqInsights(profile),
    individualInsights: writeIndividualInsights(profile),
    relationshipDevelopmentInsights: writeDevelopmentInsights(profile),
    relationshipDirectionalInsights: writeDirectionalInsights(profile),
  };
}
