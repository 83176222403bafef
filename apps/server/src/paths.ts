/** Folders the server reads beside its code, the same from its sources (src/) and its bundle (dist/). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package.json was not found');
    dir = parent;
  }
  return dir;
}

/** apps/server */
export const serverFolder = packageFolder();
/** The migrations drizzle-kit writes. */
export const migrationsFolder = path.join(serverFolder, 'drizzle');
/** The live definitions of the SQL functions, applied after the migrations (decision 037). */
export const functionsFolder = path.join(serverFolder, 'src', 'db', 'functions');
/** The built web app, unless WEB_DIST names another. */
export const defaultWebDist = path.join(serverFolder, '..', 'web', 'dist');
