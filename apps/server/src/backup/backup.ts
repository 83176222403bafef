/**
 * `npm run backup` and `npm run restore`: the database and the files under DATA_DIR (product photos,
 * job applications' CVs) in one .tar.gz with a manifest of checksums (decision 023).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  link,
  lstat,
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  stat,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database } from '../db/client';
import {
  assertEmptyDatabase,
  BackupError,
  dumpDatabase,
  loadTable,
  migrationsUpTo,
  setSequences,
  withUserTriggersOff,
  type DatabaseDump,
} from './database-dump';
import { readTar, TarWriter } from './tar';

export { BackupError };

export const BACKUP_FORMAT = 'gouden-haan-backup';
export const BACKUP_VERSION = 1;
/** The folders of DATA_DIR that hold what cannot be made again: photos, and CVs (personal data). */
export const DATA_FOLDERS = ['uploads', 'applications'] as const;
const MANIFEST = 'manifest.json';

export interface BackupFile {
  /** Relative to DATA_DIR, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: DatabaseDump & { driver: Database['driver'] };
  files: BackupFile[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

const tableEntry = (name: string) => `database/${name}.jsonl`;
const fileEntry = (relative: string) => `files/${relative}`;

/** Regular files under DATA_DIR's data folders, sorted; symbolic links are not followed. */
async function dataFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(dataDir, relative), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  for (const folder of DATA_FOLDERS) await walk(folder);
  return found.sort();
}

/** A file's bytes passed through, hashed on the way. */
async function* hashed(file: FileHandle, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of file.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Writes a backup to `file` (never over an existing one): the database first, in one snapshot, then
 * the files. Photos and CVs are written before the rows that name them and are never changed, so
 * every file the snapshot refers to is there (unless erased since: decision 025); a file added
 * meanwhile is merely extra.
 */
export async function createBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
  now?: () => Date;
}): Promise<BackupSummary> {
  const { database, dataDir, file } = options;
  const now = options.now ?? (() => new Date());
  const target = path.resolve(file);
  if (await exists(target)) throw new BackupError(`${file} bestaat al; kies een nieuwe bestandsnaam.`);
  await mkdir(path.dirname(target), { recursive: true });
  // Beside the backup, not in /tmp: the tables can be larger than a memory-backed /tmp.
  const work = await mkdtemp(path.join(path.dirname(target), '.gh-backup-'));
  const partial = path.join(work, 'backup.tar.gz');
  try {
    const createdAt = now().toISOString();
    const dump = await dumpDatabase(database.db, work);
    const relatives = await dataFiles(dataDir);

    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    const tar = new TarWriter(gzip);
    let fileCount = 0;
    try {
      for (const t of dump.tables) {
        const source = path.join(work, `${t.name}.jsonl`);
        const { size } = await stat(source);
        await tar.add(tableEntry(t.name), size, createReadStream(source));
      }
      const files: BackupFile[] = [];
      for (const relative of relatives) {
        // Opened first: a CV erased meanwhile (a privacy request or the retention sweep, decision
        // 025) is left out, and one erased while it is read is read whole from the open file.
        const handle = await open(path.join(dataDir, relative)).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return null;
          throw err;
        });
        if (!handle) continue;
        try {
          const info = await handle.stat();
          const hash = createHash('sha256');
          await tar.add(fileEntry(relative), info.size, hashed(handle, hash), info.mtime);
          files.push({ path: relative, size: info.size, sha256: hash.digest('hex') });
        } finally {
          await handle.close();
        }
      }
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt,
        database: { driver: database.driver, ...dump },
        files,
      };
      fileCount = files.length;
      const body = Buffer.from(JSON.stringify(manifest, null, 2));
      await tar.add(MANIFEST, body.length, body);
      await tar.finish();
    } catch (err) {
      gzip.destroy(err as Error);
      throw err;
    } finally {
      await written.catch(() => {});
    }
    await written;
    // link() fails if a file of that name appeared meanwhile: a backup never replaces another.
    await link(partial, target);
    return {
      tables: dump.tables.length,
      rows: dump.tables.reduce((sum, t) => sum + t.rows, 0),
      files: fileCount,
      bytes: (await stat(target)).size,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}

function entries(file: string) {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  return readTar(source.pipe(gunzip) as AsyncIterable<Buffer>);
}

function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is geen bruikbare back-up van Gouden Haan: ${why}`);
}

/** A DATA_DIR-relative path from a backup, refused when it would land outside the data folders. */
function safeRelative(relative: string): string {
  const parts = relative.split('/');
  const ok =
    DATA_FOLDERS.includes(parts[0] as (typeof DATA_FOLDERS)[number]) &&
    parts.length > 1 &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !p.includes('\\') && !p.includes('\0'));
  if (!ok) throw new BackupError(`Onverwacht pad in de back-up: ${relative}`);
  return relative;
}

/**
 * Reads the whole backup once and checks every entry against the manifest's checksums, before the
 * restore writes anything.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  if (!(await exists(file))) throw new BackupError(`${file} bestaat niet.`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    for await (const entry of entries(file)) {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) {
        hash.update(chunk);
        if (entry.path === MANIFEST) chunks.push(chunk);
      }
      if (entry.path === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
      else seen.set(entry.path, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw notABackup(file, 'het bestand is beschadigd of onvolledig.');
  }
  if (manifestText === null) throw notABackup(file, 'de inhoudsopgave (manifest.json) ontbreekt.');
  const manifest = JSON.parse(manifestText) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw notABackup(file, 'onbekend formaat.');
  if (manifest.version !== BACKUP_VERSION)
    throw notABackup(file, `formaatversie ${manifest.version} kent deze software niet.`);
  const expected = new Map<string, string>();
  for (const t of manifest.database.tables) expected.set(tableEntry(t.name), t.sha256);
  for (const f of manifest.files) expected.set(fileEntry(safeRelative(f.path)), f.sha256);
  for (const [entryPath, sha256] of expected) {
    const found = seen.get(entryPath);
    if (!found) throw notABackup(file, `${entryPath} ontbreekt.`);
    if (found.sha256 !== sha256) throw notABackup(file, `${entryPath} klopt niet met de controlesom.`);
  }
  for (const entryPath of seen.keys()) {
    if (!expected.has(entryPath)) throw notABackup(file, `${entryPath} staat niet in de inhoudsopgave.`);
  }
  return manifest;
}

async function assertNoDataFiles(dataDir: string): Promise<void> {
  const present = await dataFiles(dataDir);
  if (present.length > 0) {
    throw new BackupError(
      `${dataDir} bevat al bestanden (${present[0]}${present.length > 1 ? ` en ${present.length - 1} meer` : ''}). Zet een back-up alleen terug in een lege DATA_DIR.`,
    );
  }
}

/**
 * Restores a backup into an empty database and an empty DATA_DIR. The schema is built to the
 * backup's migration, the rows load in one transaction (a failure leaves the database empty, so the
 * restore can simply run again), the files move into place, then the newer migrations run and every
 * SQL function file is applied.
 */
export async function restoreBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
  /** The manifest, when the caller verified the backup already. */
  verified?: Manifest;
}): Promise<BackupSummary> {
  const { database, dataDir, file } = options;
  const manifest = options.verified ?? (await verifyBackup(file));
  const { migration } = manifest.database;
  await assertNoDataFiles(dataDir);
  await assertEmptyDatabase(database.db, migration);

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await database.migrate(await migrationsUpTo(migration, path.join(staging, 'migrations')));
    const tables = new Map(manifest.database.tables.map((t) => [tableEntry(t.name), t]));
    let rows = 0;
    await database.db.transaction(async (tx) =>
      withUserTriggersOff(tx, async () => {
        for await (const entry of entries(file)) {
          const table = tables.get(entry.path);
          if (table) {
            const loaded = await loadTable(tx, table, entry.body);
            if (loaded !== table.rows)
              throw new BackupError(`${table.name}: ${loaded} rijen gelezen, ${table.rows} verwacht.`);
            rows += loaded;
          } else if (entry.path.startsWith('files/')) {
            const relative = safeRelative(entry.path.slice('files/'.length));
            const destination = path.join(staging, 'files', relative);
            await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
            // Everything under DATA_DIR is the server's user's alone (issue 26 item 3), CVs and photos alike.
            await pipeline(entry.body, createWriteStream(destination, { mode: 0o600 }));
          }
        }
        await setSequences(tx, manifest.database.sequences);
      }),
    );
    for (const folder of DATA_FOLDERS) {
      const staged = path.join(staging, 'files', folder);
      if (!(await exists(staged))) continue;
      // Only empty folders can be here (checked above), such as uploads/products of a first start.
      await rm(path.join(dataDir, folder), { recursive: true, force: true });
      await rename(staged, path.join(dataDir, folder));
    }
    // Every function file again: the schema was built up to the backup's migration with the function
    // bodies of its day (decision 037).
    await database.migrate(undefined, { reapplyFunctions: true });
    return { tables: tables.size, rows, files: manifest.files.length, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
