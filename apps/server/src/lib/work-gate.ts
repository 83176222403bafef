/**
 * A small semaphore for work that takes a core for a while (argon2id: some 20 MiB and tens of
 * milliseconds each): at most `concurrent` at a time in the process, a short queue after them, and a
 * refusal instead of an ever longer wait, so a flood of such requests can never take every core from
 * the requests beside it (issue 26 item 2).
 */
import { BusyError } from './errors';

export interface WorkGateOptions {
  /** Pieces of work running at once. */
  concurrent: number;
  /** Callers that may wait for a turn; one more is refused at once. */
  queue: number;
  /** How long a caller waits for its turn before it is refused. */
  waitMs: number;
  /** The refusal's text (Dutch, for the person who sees it). */
  busyMessage: () => string;
}

export function createWorkGate(options: WorkGateOptions) {
  let running = 0;
  let started = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const busy = () => new BusyError(options.busyMessage(), Math.max(1, options.waitMs / 1000));

  function next(): void {
    const turn = waiting.shift();
    if (!turn) {
      running--;
      return;
    }
    clearTimeout(turn.timer);
    turn.start();
  }

  /** Runs `work` when a turn is free; throws BusyError when none comes in time. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrent) {
      if (waiting.length >= options.queue) throw busy();
      await new Promise<void>((resolve, reject) => {
        const turn = {
          start: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(busy());
          }, options.waitMs),
        };
        waiting.push(turn);
      });
      // The turn was handed over by `next`: `running` stays as it was.
    } else {
      running++;
    }
    started++;
    try {
      return await work();
    } finally {
      next();
    }
  }

  return {
    run,
    /** Work running and callers waiting now, and pieces of work started since the process began. */
    get load() {
      return { running, waiting: waiting.length, started };
    },
  };
}

export type WorkGate = ReturnType<typeof createWorkGate>;
