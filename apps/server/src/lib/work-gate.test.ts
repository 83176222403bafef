import { describe, expect, it } from 'vitest';
import { BusyError } from './errors';
import { createWorkGate } from './work-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('work gate', () => {
  it('runs at most `concurrent` pieces at once and the rest in turn', async () => {
    const gate = createWorkGate({ concurrent: 2, queue: 10, waitMs: 5_000, busyMessage: () => 'druk' });
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return running;
    };
    await Promise.all(Array.from({ length: 8 }, () => gate.run(work)));
    expect(most).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0, started: 8 });
  });

  it('refuses with 503 and Retry-After when the queue is full, and after waiting too long', async () => {
    const gate = createWorkGate({
      concurrent: 1,
      queue: 1,
      waitMs: 30,
      busyMessage: () => 'Het is nu erg druk.',
    });
    const held = deferred();
    const first = gate.run(() => held.promise);
    const second = gate.run(async () => 'tweede');
    const third = gate.run(async () => 'derde');
    await expect(third).rejects.toBeInstanceOf(BusyError);
    await expect(second).rejects.toMatchObject({ statusCode: 503, message: 'Het is nu erg druk.' });
    await expect(second).rejects.toMatchObject({ headers: { 'retry-after': '1' } });
    held.resolve();
    await first;
    // The refused callers took no turn: the gate is free again.
    expect(await gate.run(async () => 'daarna')).toBe('daarna');
    expect(gate.load.started).toBe(2);
  });

  it('gives the turn on when a piece of work fails', async () => {
    const gate = createWorkGate({ concurrent: 1, queue: 5, waitMs: 1_000, busyMessage: () => 'druk' });
    const failing = gate.run(async () => {
      throw new Error('kapot');
    });
    const next = gate.run(async () => 'verder');
    await expect(failing).rejects.toThrow('kapot');
    expect(await next).toBe('verder');
    expect(gate.load.running).toBe(0);
  });
});
