/**
 * DATA_DIR for the server's user alone (issue 26 item 3): the embedded database (its WAL too), mail
 * files, uploads, CVs and backups hold names, e-mail addresses and password hashes. Every entry point
 * sets a umask of 077 before it writes anything, so what it creates is 0700 or 0600 whoever creates it
 * (PGlite and nodemailer write through Node's fs with 0666 and 0777); a DATA_DIR made earlier, or by
 * hand, that others may read is made private at start, or the start is refused when this user cannot.
 */
import fs, { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Nothing for the group or others. */
export const PRIVATE_UMASK = 0o077;

/** Sets the umask of the process: the first thing the server and every CLI command do. */
export function keepFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

export class PrivateDirError extends Error {
  constructor(readonly paths: string[]) {
    super(
      `DATA_DIR is leesbaar voor anderen en deze gebruiker mag dat niet veranderen: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` en ${paths.length - 5} meer` : ''}. ` +
        'Start de server als de eigenaar van die map, of maak hem privé: chmod -R go-rwx <map>.',
    );
    this.name = 'PrivateDirError';
  }
}

/**
 * Creates `dir` (0700) or makes an existing one private: every folder 0700 and every file without
 * group and other bits (0600), links left alone. Returns the paths it changed, for a warning that
 * names them; throws PrivateDirError naming what it could not change (not the owner).
 */
export function securePrivateDir(
  dir: string,
  chmod: (file: string, mode: number) => void = chmodSync,
): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fixed: string[] = [];
  const refused: string[] = [];
  const visit = (file: string) => {
    const stats = lstatSync(file);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      try {
        chmod(file, stats.isDirectory() ? 0o700 : stats.mode & 0o700);
        fixed.push(file);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'EPERM' && code !== 'EACCES') throw err;
        refused.push(file);
      }
    }
    if (stats.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  if (refused.length > 0) throw new PrivateDirError(refused);
  return fixed;
}

/** The warning for what `securePrivateDir` changed, naming DATA_DIR and the first few paths. */
export function privateDirWarning(dir: string, fixed: readonly string[]): string | null {
  if (fixed.length === 0) return null;
  const shown = fixed.slice(0, 5).map((f) => path.relative(dir, f) || '.');
  return `LET OP: ${dir} was leesbaar voor anderen; ${fixed.length} map(pen) en bestand(en) zijn nu alleen voor deze gebruiker (0700/0600): ${shown.join(', ')}${fixed.length > 5 ? ', …' : ''}`;
}

const privateRoots = new Set<string>();

/**
 * The umask does not reach a chmod: PGlite's file system (Emscripten's NODEFS, through Node's own fs
 * module) gives the files of a new database the modes its built-in data folder carries (0666) and
 * sets others at run time (0644). From this call on, a chmod of a path under `root` (and any fchmod:
 * nothing of ours needs one) keeps the owner's bits only. Node's fs module is one object for every
 * importer, so this reaches PGlite's copy; the change is scoped to what the server owns.
 */
export function keepChmodPrivate(root: string): void {
  if (privateRoots.size === 0) {
    const chmod = fs.chmodSync;
    const fchmod = fs.fchmodSync;
    const under = (file: fs.PathLike) => {
      const resolved = path.resolve(String(file));
      return [...privateRoots].some((r) => resolved === r || resolved.startsWith(r + path.sep));
    };
    const owner = (mode: fs.Mode) => (typeof mode === 'number' ? mode & ~0o077 : parseInt(mode, 8) & ~0o077);
    fs.chmodSync = (file, mode) => chmod(file, under(file) ? owner(mode) : mode);
    fs.fchmodSync = (fd, mode) => fchmod(fd, owner(mode));
  }
  privateRoots.add(path.resolve(root));
}
