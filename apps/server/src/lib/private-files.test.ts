import fs, { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepChmodPrivate, PrivateDirError, privateDirWarning, securePrivateDir } from './private-files';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gh-private-'));
  made.push(dir);
  return dir;
}
const mode = (file: string) => statSync(file).mode & 0o777;

describe('DATA_DIR for the server alone', () => {
  it('makes an existing folder readable by others private: folders 0700, files 0600', () => {
    const dataDir = path.join(scratch(), 'var');
    mkdirSync(path.join(dataDir, 'pgdata', 'pg_wal'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 'wal');
    writeFileSync(path.join(dataDir, 'mail.eml'), 'mail');
    chmodSync(path.join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 0o666);
    chmodSync(path.join(dataDir, 'mail.eml'), 0o644);
    for (const dir of ['', 'pgdata', 'pgdata/pg_wal']) chmodSync(path.join(dataDir, dir), 0o755);

    const fixed = securePrivateDir(dataDir);
    expect(fixed).toHaveLength(5);
    for (const dir of ['', 'pgdata', 'pgdata/pg_wal']) expect(mode(path.join(dataDir, dir))).toBe(0o700);
    expect(mode(path.join(dataDir, 'mail.eml'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(privateDirWarning(dataDir, fixed)).toMatch(new RegExp(`${dataDir}.*5 map`));
    // A second start has nothing to fix.
    expect(securePrivateDir(dataDir)).toEqual([]);
  });

  it('creates a missing one 0700', () => {
    const dataDir = path.join(scratch(), 'nieuw', 'var');
    expect(securePrivateDir(dataDir)).toEqual([]);
    expect(mode(dataDir)).toBe(0o700);
  });

  it('refuses, naming the path, what this user may not change', () => {
    const dataDir = scratch();
    writeFileSync(path.join(dataDir, 'cv.pdf'), 'pdf');
    chmodSync(path.join(dataDir, 'cv.pdf'), 0o644);
    chmodSync(dataDir, 0o700);
    const notOwner = () => {
      throw Object.assign(new Error('EPERM'), { code: 'EPERM' });
    };
    expect(() => securePrivateDir(dataDir, notOwner)).toThrow(PrivateDirError);
    expect(() => securePrivateDir(dataDir, notOwner)).toThrow(path.join(dataDir, 'cv.pdf'));
  });
});

describe("what PGlite's file system sets with chmod", () => {
  it('keeps the owner bits only under the database folder, wherever the call comes from', () => {
    const root = scratch();
    const pgdata = path.join(root, 'pgdata');
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, 'PG_VERSION'), '17');
    writeFileSync(path.join(root, 'elsewhere'), 'x');
    keepChmodPrivate(pgdata);
    // Emscripten's NODEFS calls the fs module's own function, as here.
    fs.chmodSync(path.join(pgdata, 'PG_VERSION'), 0o100666);
    fs.chmodSync(path.join(root, 'elsewhere'), 0o644);
    expect(mode(path.join(pgdata, 'PG_VERSION'))).toBe(0o600);
    expect(mode(path.join(root, 'elsewhere'))).toBe(0o644);
  });
});
