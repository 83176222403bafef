/**
 * One process at a time on an embedded database: PGlite writes its files without any locking of
 * its own, so a second process (a second server, a backup while the server runs) would corrupt them.
 * The lock is a file beside the data folder naming its process; a lock whose process is gone (a
 * crash, a restarted container) is taken over.
 */
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    lockFile: string,
  ) {
    super(
      `De database in ${lockFile.replace(/\.lock$/, '')} is in gebruik door een ander proces (pid ${pid}), ` +
        'zoals een draaiende server. Stop dat proces eerst; de ingebouwde database kan maar door één proces tegelijk worden geopend.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  host: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(lockFile: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}

/** Takes the lock `<dataDir>.lock`; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const mine: LockContent = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      return () => {
        const current = holder(lockFile);
        if (current?.pid === mine.pid && current.host === mine.host) unlinkSync(lockFile);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = holder(lockFile);
      // Another host's process id means nothing here (a container that was replaced); our own id
      // is a lock left by an earlier process that had the same id (pid 1 in a restarted container).
      const held =
        current !== null && current.host === mine.host && current.pid !== mine.pid && alive(current.pid);
      if (held) throw new DataDirLockedError(current.pid, lockFile);
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
