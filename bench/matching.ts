// The matching engine (issue 5) on seeded synthetic populations of 10k, 100k and 1M members.
// Each size runs in a child process of its own (this file, with a size argument), so peak memory
// is that size's alone and the heap limit can be raised for 1M.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { batchMatchesOf, matchBatch } from '../src/server/features/matching/engine/batch.js';
import { searchMember } from '../src/server/features/matching/engine/matches.js';
import { buildPopulation, patchMember } from '../src/server/features/matching/engine/population.js';
import {
  bruteForceMatchBatch,
  bruteForceSearchMember,
} from '../src/server/features/matching/engine/reference.js';
import {
  seededRandom,
  syntheticMembers,
} from '../src/server/features/matching/engine/synthetic-population.js';
import type { BenchResult } from './lib/report.js';

const SIZES = [10_000, 100_000, 1_000_000];
const K = 10; // the batch: the largest plan grants 10 connections (docs/product-rules.md §9)
const TOP = 50;
const PROBES = 200;
/** Worker threads for the batch: at 10k the work is done before a worker (started from TypeScript) is. */
const threadsFor = (size: number) => (size >= 100_000 ? 2 : 1);
const BRUTE_BATCH_MAX = 10_000;
const BATCH_BUDGET_MS: Record<number, number> = { 100_000: 2_000, 1_000_000: 60_000 };
/** One member's search (a save of the questionnaire or preferences waits on it), by population. */
const TOP_BUDGET_MS: Record<number, number> = { 100_000: 20, 1_000_000: 50 };
const NOW = new Date('2026-06-01T00:00:00Z');
/** Members who set their own age range, distance (10 to 100 miles or anywhere) and dealbreakers. */
const PREFERENCES_SHARE = 0.3;

interface SizeFigures {
  size: number;
  generateMs: number;
  buildMs: number;
  batchMs: number;
  batchCpuMs: number;
  bruteBatchMs: number | null;
  batchIdentical: boolean | null;
  topP50: number;
  topP95: number;
  topCpuP95: number;
  saveP95: number;
  bruteTopP50: number;
  bruteTopP95: number;
  topIdentical: boolean;
  coverage: number;
  averageList: number;
  maxAppearances: number;
  cap: number;
  /** 1-minute load average before and after the size ran: other processes compete for the cores. */
  load: [number, number];
  peakRssMb: number;
  peakHeapMb: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const seconds = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const label = (size: number) => (size >= 1e6 ? `${size / 1e6}M` : `${size / 1e3}k`);

/** CPU time of this process (all threads), in ms: less sensitive than wall time to other processes. */
const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The value, the wall time and the CPU time of one call, in ms. */
function timed<T>(run: () => T): [T, number, number] {
  const [start, cpuStart] = [performance.now(), process.cpuUsage()];
  const value = run();
  return [value, performance.now() - start, cpuMs(cpuStart)];
}

/** One size, measured in this process (the child). */
async function measure(size: number): Promise<SizeFigures> {
  const loadBefore = loadavg()[0]!;
  let peakHeap = 0;
  const sampleHeap = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
  const [members, generateMs] = timed(() =>
    syntheticMembers({ size, seed: 42, year: 2026, preferences: PREFERENCES_SHARE }),
  );
  const [pop, buildMs] = timed(() => buildPopulation(members, { now: NOW }));
  sampleHeap();
  const [start, cpuStart] = [performance.now(), process.cpuUsage()];
  const batch = await matchBatch(pop, K, { threads: threadsFor(size) });
  const [batchMs, batchCpuMs] = [performance.now() - start, cpuMs(cpuStart)];
  sampleHeap();
  let [bruteBatchMs, batchIdentical]: [number | null, boolean | null] = [null, null];
  if (size <= BRUTE_BATCH_MAX) {
    const [brute, ms] = timed(() => bruteForceMatchBatch(pop, K));
    bruteBatchMs = ms;
    batchIdentical =
      brute.matches.every((m, i) => m === batch.matches[i]) &&
      brute.scores.every((s, i) => s === batch.scores[i]);
  }
  let [covered, listed] = [0, 0];
  for (let i = 0; i < size; i++)
    [covered, listed] = [covered + (batch.counts[i]! > 0 ? 1 : 0), listed + batch.counts[i]!];
  batchMatchesOf(pop, batch, 0); // reasons for one list, as a route would ask

  const random = seededRandom(7);
  const probes = Array.from({ length: PROBES }, () => Math.floor(random() * size));
  for (let i = 0; i < 20; i++) searchMember(pop, (i * 7919) % size, TOP); // JIT warm-up
  // Interleaved, so that a busy moment on the machine hits both alike.
  const [engine, brute] = [[] as [unknown, number, number][], [] as [unknown, number, number][]];
  for (const i of probes) {
    engine.push(timed(() => searchMember(pop, i, TOP)));
    brute.push(timed(() => bruteForceSearchMember(pop, i, TOP)));
  }
  // A save of the preferences: the member patched into the index in place, then searched.
  const saves = probes.map((i) => {
    const was = members[i]!;
    const now = { ...was, dealbreakers: was.dealbreakers?.length ? [] : (['children'] as const) };
    members[i] = now;
    return timed(() => patchMember(pop, i, was, now) && searchMember(pop, i, TOP))[1];
  });
  sampleHeap();
  return {
    size,
    generateMs,
    saveP95: percentile(saves, 95),
    buildMs,
    batchMs,
    batchCpuMs,
    bruteBatchMs,
    batchIdentical,
    load: [loadBefore, loadavg()[0]!],
    topP50: percentile(
      engine.map((e) => e[1]),
      50,
    ),
    topP95: percentile(
      engine.map((e) => e[1]),
      95,
    ),
    topCpuP95: percentile(
      engine.map((e) => e[2]),
      95,
    ),
    bruteTopP50: percentile(
      brute.map((e) => e[1]),
      50,
    ),
    bruteTopP95: percentile(
      brute.map((e) => e[1]),
      95,
    ),
    topIdentical: engine.every(
      ([matches], n) => JSON.stringify(matches) === JSON.stringify(brute[n]![0]),
    ),
    coverage: covered / size,
    averageList: listed / size,
    maxAppearances: batch.appearances.reduce((a, b) => Math.max(a, b), 0),
    cap: batch.maxAppearances,
    peakRssMb: (process.resourceUsage().maxRSS * 1024) / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
  };
}

function runChild(size: number): Promise<SizeFigures> {
  return new Promise((resolve, reject) => {
    const args = [
      '--max-old-space-size=8192',
      '--conditions=right-one-source',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      String(size),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!) as SizeFigures);
      else reject(new Error(`matching bench for ${size} members exited with ${code}`));
    });
  });
}

function results(f: SizeFigures): BenchResult[] {
  const name = `Matching ${label(f.size)}`;
  const budget = BATCH_BUDGET_MS[f.size];
  const threads = threadsFor(f.size);
  const lines: BenchResult[] = [
    {
      name: `${name}: full batch (top ${K} for everyone, exposure cap ${f.cap}, ${threads} thread${threads > 1 ? 's' : ''})`,
      figure: `${seconds(f.batchMs)} (${((f.batchMs * 1000) / f.size).toFixed(1)} µs per member); CPU time ${seconds(f.batchCpuMs)}`,
      baseline:
        f.bruteBatchMs === null
          ? `brute-force batch: not feasible (${label(f.size)} x ${label(f.size)} pair checks), not measured`
          : `brute-force batch (scan everyone per member, same filters, score and cap): ${seconds(f.bruteBatchMs)}; lists identical: ${f.batchIdentical ? 'yes' : 'NO'}`,
      ...(f.bruteBatchMs === null
        ? {}
        : { ratio: f.batchMs / f.bruteBatchMs, ratioLabel: 'batch time, engine / brute force' }),
      ...(budget ? { budget: `< ${seconds(budget)}`, pass: f.batchMs < budget } : {}),
      note: [
        `machine load average ${f.load[0].toFixed(1)} -> ${f.load[1].toFixed(1)} on ${cpus().length} cores`,
        `population build ${seconds(f.buildMs)} (synthetic data ${seconds(f.generateMs)})`,
        `peak RSS ${f.peakRssMb.toFixed(0)} MB, peak heap ${f.peakHeapMb.toFixed(0)} MB`,
        `coverage ${(100 * f.coverage).toFixed(1)}% have at least one match (average list ${f.averageList.toFixed(1)})`,
        `most lists one member appears in: ${f.maxAppearances} (cap ${f.cap})`,
      ].join('; '),
    },
    {
      name: `${name}: one member's top ${TOP}, p95 of ${PROBES} random members`,
      figure: `p95 ${seconds(f.topP95)}, p50 ${seconds(f.topP50)} (wall); CPU time p95 ${seconds(f.topCpuP95)}`,
      baseline: `brute force (scan all ${label(f.size)}), same members: p95 ${seconds(f.bruteTopP95)}, p50 ${seconds(f.bruteTopP50)}; same top ${TOP}: ${f.topIdentical ? 'yes' : 'NO'}`,
      ratio: f.topP95 / f.bruteTopP95,
      ratioLabel: 'p95, engine / brute force',
      note: `queries interleaved with the baseline's; wall time, so a busy machine (load ${f.load[1].toFixed(1)}) shows in the p95; ${100 * PREFERENCES_SHARE}% of members set their own age range, distance and dealbreakers`,
      ...(TOP_BUDGET_MS[f.size]
        ? { budget: `p95 < ${TOP_BUDGET_MS[f.size]} ms`, pass: f.topP95 < TOP_BUDGET_MS[f.size]! }
        : {}),
    },
  ];
  lines.push({
    name: `${name}: one member's save (patched into the index, then searched), p95`,
    figure: `p95 ${seconds(f.saveP95)}`,
    baseline: `building the index again instead, as every save did before: ${seconds(f.buildMs)}, then the search`,
    ratio: f.saveP95 / f.buildMs,
    ratioLabel: 'save p95 / index build',
  });
  if (f.batchIdentical === false || !f.topIdentical)
    lines.push({ name: `${name}: engine agrees with brute force`, figure: 'NO', pass: false });
  return lines;
}

/** `npm run bench matching`: each size in its own child process, smallest first. */
export async function benchMatching(): Promise<BenchResult[]> {
  const all: BenchResult[] = [];
  for (const size of SIZES) all.push(...results(await runChild(size)));
  return all;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measure(Number(process.argv[2]))));
  process.exit(0);
}
