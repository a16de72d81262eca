export interface GroupOptions {
  /** Most calls one statement carries; the rest go in the next. */
  max?: number;
  /**
   * When a statement fails, run each of its calls alone, so one bad input fails only its own
   * call (writes). Off for reads: a failing read fails alike for every caller.
   */
  aloneOnError?: boolean;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Turns single calls into one statement for all the calls that arrive while the previous one
 * runs (a group commit). A call made while nothing runs goes at once, so an idle server waits
 * for nothing; under load many calls share one round trip and one commit. On a small machine
 * each round trip costs two process wake-ups and a handful of system calls, and at 1,000 chat
 * messages a second those alone kept the cores busy enough to queue every message behind the
 * others (bench/chat.ts).
 *
 * `run` answers one output per input, in the inputs' order.
 */
export function groupedStatement<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  { max = 64, aloneOnError = false }: GroupOptions = {},
): (input: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let running = false;

  async function settle(group: Waiting<In, Out>[]) {
    try {
      const outs = await run(group.map((w) => w.input));
      group.forEach((w, i) => w.resolve(outs[i]!));
    } catch (error) {
      if (aloneOnError && group.length > 1) await Promise.all(group.map((w) => settle([w])));
      else group.forEach((w) => w.reject(error));
    }
  }

  async function drain() {
    running = true;
    while (waiting.length) await settle(waiting.splice(0, max));
    running = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void drain();
    });
}
