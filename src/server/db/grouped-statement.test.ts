import { describe, expect, it } from 'vitest';
import { groupedStatement } from './grouped-statement.js';

/** A statement that records the groups it was given and answers when told to. */
function recorder(fail: (input: number) => boolean = () => false) {
  const groups: number[][] = [];
  const release: (() => void)[] = [];
  const run = (inputs: number[]) => {
    groups.push(inputs);
    return new Promise<number[]>((resolve, reject) =>
      release.push(() =>
        inputs.some(fail)
          ? reject(new Error(`bad ${inputs.join(',')}`))
          : resolve(inputs.map((n) => n * 10)),
      ),
    );
  };
  /** Lets every statement started so far answer, and waits for the next ones to start. */
  const answer = async () => {
    release.splice(0).forEach((r) => r());
    await new Promise((r) => setTimeout(r, 0));
  };
  return { groups, run, answer };
}

describe('groupedStatement', () => {
  it('sends a call at once when nothing runs, and groups the calls made meanwhile', async () => {
    const { groups, run, answer } = recorder();
    const call = groupedStatement(run);
    const first = call(1);
    expect(groups).toEqual([[1]]);
    const rest = [call(2), call(3), call(4)];
    expect(groups).toEqual([[1]]);
    await answer();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    await answer();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('carries at most `max` calls per statement', async () => {
    const { groups, run, answer } = recorder();
    const call = groupedStatement(run, { max: 2 });
    const all = [1, 2, 3, 4, 5, 6].map(call);
    for (let i = 0; i < 4; i++) await answer();
    expect(groups).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('writes: a failing group is tried call by call, so only the bad call fails', async () => {
    const { groups, run, answer } = recorder((n) => n === 3);
    const call = groupedStatement(run, { aloneOnError: true });
    const all = [1, 2, 3, 4].map((n) => call(n).catch((e: Error) => e.message));
    for (let i = 0; i < 4; i++) await answer();
    expect(groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(all)).toEqual([10, 20, 'bad 3', 40]);
  });

  it('reads: a failing group fails every call in it, once', async () => {
    const { groups, run, answer } = recorder((n) => n === 3);
    const call = groupedStatement(run);
    const all = [1, 2, 3].map((n) => call(n).catch((e: Error) => e.message));
    for (let i = 0; i < 3; i++) await answer();
    expect(groups).toEqual([[1], [2, 3]]);
    expect(await Promise.all(all)).toEqual([10, 'bad 2,3', 'bad 2,3']);
  });
});
