/**
 * The figures the reliability tests record for docs/reliability.md, one JSON line each. Free of
 * server code so the browser specs under e2e/ record theirs the same way.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = fileURLToPath(
  new URL('../../../../test-results/reliability.jsonl', import.meta.url),
);

/** Full counts under `npm run test:resilience`, small ones inside `npm test`. */
export const FULL = process.env.RESILIENCE_FULL === '1';
export function scale(full: number, quick: number): number {
  return FULL ? full : quick;
}

export interface Figure {
  id: number;
  area: string;
  figure: string;
  value: number | string;
  target: string;
  ok: boolean;
}

export function recordFigure(figure: Figure): void {
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ ...figure, full: FULL })}\n`);
  console.log(`[${figure.id}] ${figure.area}: ${figure.figure} = ${figure.value} (target ${figure.target})`);
}
