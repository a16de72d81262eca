// `npm run bench [health|profile|landing ...]`: runs the chosen benchmarks (all by default),
// prints each figure beside its same-run baseline, budget and the machine's load average, measures
// a failing figure once more, and exits 1 if a budget fails twice.
import { loadavg } from 'node:os';
import { benchAdminDirectory } from './admin-directory.js';
import { benchAvatarUploads } from './avatar-uploads.js';
import { benchChat } from './chat.js';
import { benchChatSockets } from './chat-sockets.js';
import { benchChatTwoInstances } from './chat-two-instances.js';
import { benchCoach } from './coach.js';
import { benchFiles } from './files.js';
import { benchHealth } from './health.js';
import { benchLanding } from './landing.js';
import { benchMatching } from './matching.js';
import { benchPushFanout } from './push-fanout.js';
import { settle } from './lib/settle.js';
import { MACHINE, printResult, printSummary, type BenchResult } from './lib/report.js';
import { MEASURE_SECONDS, WARM_UP_SECONDS } from './lib/load.js';
import { benchProfilePglite, benchProfilePostgres } from './profile.js';

// Each name runs its steps in order; a step that throws is one FAIL line, the others still run.
const benches: Record<string, (() => Promise<BenchResult | BenchResult[]>)[]> = {
  health: [benchHealth],
  profile: [benchProfilePostgres, benchProfilePglite],
  landing: [benchLanding],
  matching: [benchMatching],
  chat: [benchChat],
  instances: [benchChatTwoInstances],
  sockets: [benchChatSockets],
  coach: [benchCoach],
  admin: [benchAdminDirectory],
  avatars: [benchAvatarUploads],
  files: [benchFiles],
  push: [benchPushFanout],
};

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(benches);
const unknown = chosen.filter((name) => !benches[name]);
if (unknown.length) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Choose from: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}

console.log(
  `Right One benchmarks: ${chosen.join(', ')} (load: ${WARM_UP_SECONDS} s warm-up + ${MEASURE_SECONDS} s measured, 127.0.0.1) on ${MACHINE}`,
);
/** One step, its failure as a FAIL line, with the load average around it. */
async function measure(name: string, step: () => Promise<BenchResult | BenchResult[]>) {
  // What the previous step left running (PostgreSQL writing out a dropped database) is not
  // measured as part of this one.
  const settled = await settle();
  const before = loadavg()[0]!;
  let stepResults: BenchResult[];
  try {
    stepResults = [await step()].flat();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    stepResults = [
      {
        name: `${name} (${step.name})`,
        figure: 'could not be measured',
        pass: false,
        note: reason,
      },
    ];
  }
  const load = { before, after: loadavg()[0]!, settled };
  return stepResults.map((r) => ({ ...r, load }));
}

const results: BenchResult[] = [];
for (const name of chosen) {
  for (const step of benches[name]!) {
    let stepResults = await measure(name, step);
    // A failing figure is measured once more before it counts: a noisy moment shows in the
    // printed load, and only a second failure fails the run. The budgets do not move.
    if (stepResults.some((r) => r.pass === false)) {
      stepResults.forEach((r) => printResult({ ...r, retried: r.pass === false }));
      stepResults = await measure(name, step);
    }
    stepResults.forEach(printResult);
    results.push(...stepResults);
  }
}
printSummary(results);
process.exit(results.some((r) => r.pass === false) ? 1 : 0);
