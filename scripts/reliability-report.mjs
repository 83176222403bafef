// Renders docs/reliability.md from the figures the reliability tests recorded in this run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'test-results/reliability.jsonl');
if (!existsSync(source)) {
  console.error('No figures recorded: run the reliability tests first.');
  process.exit(1);
}
const figures = readFileSync(source, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .sort((a, b) => a.id - b.id);

const rows = figures.map(
  (f) => `| ${f.id} | ${f.area} | ${f.figure} | ${f.value} | ${f.target} | ${f.ok ? 'met' : '**missed**'} |`,
);
const missed = figures.filter((f) => !f.ok).length;
const doc = `# Reliability and security figures

Produced by \`npm run test:resilience\` (issue 9) on ${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())}, ${os.cpus().length} cores,
Node ${process.version}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}. Every figure comes from a
real server process on loopback; \`npm test\` runs the same tests with smaller counts.

| # | Area | Figure | Value | Target | |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${missed === 0 ? 'Every recorded figure is at its target.' : `${missed} figure(s) missed their target.`}
`;
writeFileSync(path.join(root, 'docs/reliability.md'), doc);
console.log(doc);
process.exit(missed === 0 ? 0 : 1);
