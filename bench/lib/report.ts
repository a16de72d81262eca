/** One printed benchmark line: a figure, its baseline from the same run, and the budget. */
export interface BenchResult {
  name: string;
  figure: string;
  baseline?: string;
  /** figure / baseline. */
  ratio?: number;
  /** What the ratio compares, when it is not obvious. */
  ratioLabel?: string;
  budget?: string;
  /** undefined: reported only, no budget. */
  pass?: boolean;
  note?: string;
}

export function printResult(r: BenchResult) {
  const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
  console.log(`\n[${verdict}] ${r.name}`);
  console.log(`  figure:   ${r.figure}`);
  if (r.baseline) console.log(`  baseline: ${r.baseline}`);
  if (r.ratio !== undefined)
    console.log(`  ratio:    ${r.ratio.toFixed(2)}${r.ratioLabel ? ` (${r.ratioLabel})` : ''}`);
  if (r.budget) console.log(`  budget:   ${r.budget}`);
  if (r.note) console.log(`  note:     ${r.note}`);
}

export function printSummary(results: BenchResult[]) {
  console.log('\nSummary');
  for (const r of results) {
    const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
    const shown = r.ratio === undefined ? r.figure : `ratio ${r.ratio.toFixed(2)}`;
    console.log(`  ${verdict}  ${r.name}: ${shown}${r.budget ? ` (budget ${r.budget})` : ''}`);
  }
}
