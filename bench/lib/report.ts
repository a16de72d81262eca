import { cpus } from 'node:os';
import type { Settled } from './settle.js';

/**
 * The machine every figure is measured on, printed beside each one: figures from machines with
 * other CPUs, core counts or Node versions are never to be compared blind.
 */
export const MACHINE = `${cpus()[0]?.model.trim() || 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;

const settledText = (s: Settled | undefined) =>
  s
    ? `; quiet before it: ${Math.round(s.busy * 100)}% busy after ${s.waitedSeconds.toFixed(0)} s`
    : '';

/** The machine and its 1-minute load average around a figure, in one line. */
const machineLine = (load: BenchResult['load']) =>
  load
    ? `${MACHINE}; load ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after (1-minute average)${settledText(load.settled)}`
    : MACHINE;

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
  /** The machine's 1-minute load average before and after the measurement: a busy neighbour shows. */
  load?: { before: number; after: number; settled?: Settled };
  /** Set on a failing first try that is measured once more. */
  retried?: boolean;
}

export function printResult(r: BenchResult) {
  const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
  console.log(`\n[${verdict}${r.retried ? ', measuring again' : ''}] ${r.name}`);
  console.log(`  figure:   ${r.figure}`);
  if (r.baseline) console.log(`  baseline: ${r.baseline}`);
  if (r.ratio !== undefined)
    console.log(`  ratio:    ${r.ratio.toFixed(2)}${r.ratioLabel ? ` (${r.ratioLabel})` : ''}`);
  if (r.budget) console.log(`  budget:   ${r.budget}`);
  if (r.note) console.log(`  note:     ${r.note}`);
  console.log(`  machine:  ${machineLine(r.load)}`);
}

export function printSummary(results: BenchResult[]) {
  console.log('\nSummary');
  for (const r of results) {
    const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
    const shown = r.ratio === undefined ? r.figure : `ratio ${r.ratio.toFixed(2)}`;
    console.log(`  ${verdict}  ${r.name}: ${shown}${r.budget ? ` (budget ${r.budget})` : ''}`);
    console.log(`        ${machineLine(r.load)}`);
  }
}
