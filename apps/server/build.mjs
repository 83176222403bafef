// Bundles the server into dist/server.mjs, so that production runs plain JavaScript: no TypeScript
// loader thread (some 40 MB of memory) and no compiling at start. The packages of package.json stay
// outside the bundle and load from node_modules; the workspace's own packages (@gh/*) are compiled in.
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

/** Every package import stays an import, except the workspace's own TypeScript packages. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gh/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: path.join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesOutside],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
