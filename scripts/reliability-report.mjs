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

/** Figure 26's table: the date-sensitive tests at odd hours (decision 036), when this run made one. */
function oddHoursSection() {
  const file = path.join(root, 'test-results/odd-hours.json');
  if (!existsSync(file)) return '';
  const { rows, failures } = JSON.parse(readFileSync(file, 'utf8'));
  return `
## Tests at odd hours

The date-sensitive test files (\`DATE_FILES\` in \`scripts/odd-hours.mjs\`) with the wall clock set by
libfaketime to odd hours in Amsterdam (decision 036): files passed of run, tests passed and failed.

| Instant | Project | Files | Passed | Failed |
| --- | --- | --- | --- | --- |
${rows.map((r) => `| ${r.label} | ${r.project} | ${r.files} | ${r.passed} | ${r.failed} |`).join('\n')}
${failures.length ? `\nFailed:\n\n${failures.map((f) => `- ${f}`).join('\n')}\n` : ''}`;
}

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
${oddHoursSection()}`;
writeFileSync(path.join(root, 'docs/reliability.md'), doc);
console.log(doc);
process.exit(missed === 0 ? 0 : 1);
