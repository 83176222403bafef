/**
 * Argon2id hashing and verifying, behind one gate for the whole process (issue 26 item 2): each takes
 * a core and some 20 MiB for tens of milliseconds, so at most one less than the cores (one on two,
 * at most two) run at once and a short queue waits; past it a caller gets 503 with a Dutch message
 * instead of starving every other request of the machine.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import { createWorkGate } from '../../lib/work-gate';

/** Argon2id (the library's default algorithm) with OWASP's recommended cost. */
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_WORK = {
  concurrent: Math.max(1, Math.min(2, availableParallelism() - 1)),
  /** Sign-ins waiting for a turn: a few seconds' worth, more than a restaurant's staff ever make. */
  queue: 32,
  waitMs: 5_000,
};

const gate = createWorkGate({ ...PASSWORD_WORK, busyMessage: () => ADMIN_MESSAGES.busy });

export function hashPassword(password: string): Promise<string> {
  return gate.run(() => hash(password, ARGON));
}

/** Whether `password` is the one of `passwordHash`; false for a hash the library cannot read. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gate.run(() => verify(passwordHash, password).catch(() => false));
}

/** The gate's load now (tests and the reliability figure read it). */
export function passwordWorkLoad() {
  return gate.load;
}
