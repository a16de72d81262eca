import { describe, expect, it, vi } from 'vitest';
import { cachedDatabaseCheck } from './database-check.js';

describe('cachedDatabaseCheck', () => {
  it('trusts a success for the freshness window, then pings again', async () => {
    let clock = 0;
    const ping = vi.fn(() => Promise.resolve());
    const check = cachedDatabaseCheck(ping, 1000, () => clock);
    await check();
    expect(check()).toBeUndefined();
    clock = 999;
    expect(check()).toBeUndefined();
    clock = 1000;
    await check();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('shares one ping among concurrent callers and never caches a failure', async () => {
    const ping = vi.fn(() => Promise.reject(new Error('down')));
    const check = cachedDatabaseCheck(ping, 1000, () => 0);
    const [a, b] = [check(), check()];
    expect(a).toBe(b);
    await expect(a).rejects.toThrow('down');
    await expect(check()).rejects.toThrow('down');
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
