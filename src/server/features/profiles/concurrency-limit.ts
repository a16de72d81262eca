/**
 * Runs at most `size` of the tasks given to it at once; the others wait their turn, first come
 * first served. A finishing task hands its place straight to the next one waiting.
 */
export function concurrencyLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
