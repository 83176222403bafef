// `npm start`: builds the web app and the server when their sources are newer than the build, then
// runs the built server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
const domainSources = path.join(root, 'packages/domain/src');
// The messages of both languages (decision 034); src/paraglide is what the build compiles from them.
const i18nSources = [path.join(root, 'packages/i18n/messages'), path.join(root, 'packages/i18n/src')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `built` is missing or older than any of the sources (folders or files). */
function outdated(built, sources) {
  if (!existsSync(built)) return true;
  const time = statSync(built).mtimeMs;
  return sources.some((source) =>
    statSync(source).isDirectory() ? newestMtime(source) > time : statSync(source).mtimeMs > time,
  );
}

function build(workspace, message) {
  console.log(message);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server renderer is built last, so its bundle marks a complete build of the site.
const webSources = ['src', 'public', 'index.html'].map((name) => path.join(web, name));
if (outdated(path.join(web, 'dist-ssr/entry-server.js'), [...webSources, domainSources, ...i18nSources])) {
  build('@gh/web', 'De website wordt gebouwd…');
}
if (
  outdated(path.join(server, 'dist/server.mjs'), [path.join(server, 'src'), domainSources, ...i18nSources])
) {
  build('@gh/server', 'De server wordt gebouwd…');
}

const running = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => running.kill(signal));
running.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
