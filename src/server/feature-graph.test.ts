/// <reference types="vite/client" />
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features may use each other through index.ts, but never both ways round: a two-way pair (as
 * chats and identity once were) means neither can change alone. dependency-cruiser's no-circular
 * sees module cycles only; two features can lean on each other through different modules.
 */
const sources = import.meta.glob<string>(['./features/**/*.ts', '!./features/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const IMPORT = /\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

/** The feature a specifier reaches from a file of src/server/features, or null. */
function featureOf(fromFile: string, specifier: string): string | null {
  const target = specifier.startsWith('#server/')
    ? specifier.slice('#server/'.length)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(fromFile), specifier)
      : null;
  return /^features\/([^/]+)\//.exec(target ?? '')?.[1] ?? null;
}

/** Which features each feature imports, from the sources' import lines. */
function featureGraph(files: Record<string, string>) {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(files)) {
    const from = /^features\/([^/]+)\//.exec(file)![1]!;
    const uses = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const m of source.matchAll(IMPORT)) {
      const to = featureOf(file, m[1] ?? m[2]!);
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** Every pair of features that import each other, directly or around a longer loop. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...trail, start].join(' → '));
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const feature of [...graph.keys()].sort()) walk(feature, feature, [feature]);
  return [...found];
}

const files = Object.fromEntries(
  Object.entries(sources).map(([file, source]) => [file.slice(2), source]),
);

describe('the features depend on each other one way', () => {
  it('reads the imports between features', () => {
    const graph = featureGraph(files);
    expect(graph.get('chats')?.has('identity')).toBe(true);
    expect(graph.get('coach')?.has('compatibility-reports')).toBe(true);
  });

  it('has no two features that need each other', () => {
    expect(cycles(featureGraph(files))).toEqual([]);
  });

  it('would name a two-way pair, and a longer loop', () => {
    const added = {
      ...files,
      'features/identity/zz.ts': "import { x } from '../chats/index.js';",
      'features/audit/zz.ts': "import { y } from '#server/features/billing/index.js';",
      'features/billing/zz.ts': "import { z } from '../profiles/index.js';",
      'features/profiles/zz.ts': "import { w } from '../audit/index.js';",
    };
    expect(cycles(featureGraph(added))).toEqual(
      expect.arrayContaining([
        'chats → identity → chats',
        expect.stringMatching(/^audit → billing → profiles → audit$/),
      ]),
    );
  });
});
