/** What the owner's commands share: paths relative to where npm was started, and plain Dutch errors. */
import { BackupError } from '../backup/backup';
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { keepFilesPrivate, PrivateDirError } from '../lib/private-files';

export function runCli(main: () => Promise<number>): void {
  // What a command writes (a backup, a restored DATA_DIR, the database) is its user's alone.
  keepFilesPrivate();
  // npm runs workspace scripts inside apps/server; DATA_DIR (./var) and a file name mean the
  // directory npm was started in.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known =
        err instanceof ConfigError ||
        err instanceof BackupError ||
        err instanceof DataDirLockedError ||
        err instanceof PrivateDirError;
      console.error(known ? (err as Error).message : err);
      process.exit(1);
    },
  );
}

/** The one file name a command takes, or a usage line and exit code 2. */
export function fileArgument(usage: string): string | null {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    return null;
  }
  return args[0]!;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}
