import { defineConfig } from 'vitest/config';

// Vitest's reporter calls Map.groupBy (Node 21+); on Node 20 a failing test would crash the
// reporter and hide the assertion. This runs in the main process, where the reporter lives.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}
import react from '@vitejs/plugin-react';
import { sourceConditions } from './vite.config.js';

// Each test file gets its own worker module graph, so each server test file owns one
// in-memory PGlite (2-4 s, ~0.8 GB). Two workers fit the 2-core, 24 GB machines we run on.
export default defineConfig({
  ...sourceConditions,
  // Server code runs in tests as Node runs it: without Vite's 'module' condition, which sends
  // the AWS SDK to its bundler build (extensionless imports Node cannot load).
  ssr: {
    resolve: {
      conditions: sourceConditions.ssr.resolve.conditions.filter((c) => c !== 'module'),
    },
  },
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
    // A local S3 server for the run (decision 0044).
    globalSetup: ['./scripts/vitest-s3.mjs'],
    // Stylesheets are stubbed as empty in tests; this one is read as text by its test (the
    // explainer's keyframes must never fade text, decision 0034).
    css: { include: [/features\/explainer\/explainer\.css/] },
  },
});
