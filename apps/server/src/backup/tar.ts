/**
 * The few parts of the tar format (POSIX ustar) that a backup needs: regular files in, regular files
 * out, streamed, so a backup is an ordinary .tar.gz that `tar xzf` opens too.
 */
import type { Writable } from 'node:stream';

const BLOCK = 512;
const MAX_SIZE = 0o77777777777; // 11 octal digits: 8 GiB less one byte

export class TarFormatError extends Error {}

function writeString(header: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`Name too long for tar: ${value}`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** ustar keeps a path in `name` (100 bytes) or in `prefix` (155) + `/` + `name`. */
function splitPath(entryPath: string): { prefix: string; name: string } {
  if (Buffer.byteLength(entryPath) <= 100) return { prefix: '', name: entryPath };
  for (let cut = entryPath.indexOf('/'); cut !== -1; cut = entryPath.indexOf('/', cut + 1)) {
    const prefix = entryPath.slice(0, cut);
    const name = entryPath.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new TarFormatError(`Path too long for tar: ${entryPath}`);
}

export function tarHeader(entryPath: string, size: number, mtime: Date): Buffer {
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SIZE)
    throw new TarFormatError(`File too large for tar: ${entryPath}`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(entryPath);
  writeString(header, 0, 100, name);
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, Math.max(0, Math.floor(mtime.getTime() / 1000)));
  header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  writeString(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** Writes tar entries to `out`, honouring its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const onError = (err: Error) => {
          this.out.off('drain', onDrain);
          reject(err);
        };
        const onDrain = () => {
          this.out.off('error', onError);
          resolve();
        };
        this.out.once('drain', onDrain);
        this.out.once('error', onError);
      });
    }
  }

  /** Adds one file; `body` must yield exactly `size` bytes. */
  async add(entryPath: string, size: number, body: AsyncIterable<Buffer> | Buffer, mtime = new Date()) {
    await this.write(tarHeader(entryPath, size, mtime));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new TarFormatError(`${entryPath} changed while it was being read`);
    if (size % BLOCK !== 0) await this.write(Buffer.alloc(BLOCK - (size % BLOCK)));
  }

  /** The two empty blocks that end an archive; then the stream ends. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}

/** Reads exact amounts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.iterator.next();
    if (next.done) return false;
    this.buffered.push(next.value);
    this.length += next.value.length;
    return true;
  }

  /** Exactly `n` bytes, or null at the end of the stream. */
  async read(n: number): Promise<Buffer | null> {
    while (this.length < n) if (!(await this.fill())) return null;
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  /** Bytes of the current entry not yet taken. */
  private remaining = 0;

  /** The next `n` bytes are an entry's body: `body()` yields them as they arrive. */
  startEntry(n: number): void {
    this.remaining = n;
  }

  async *body(): AsyncGenerator<Buffer> {
    while (this.remaining > 0) {
      const chunk = await this.next(this.remaining);
      this.remaining -= chunk.length;
      yield chunk;
    }
  }

  /** Skips what the consumer of the current entry did not read. */
  async skipRemaining(): Promise<void> {
    while (this.remaining > 0) this.remaining -= (await this.next(this.remaining)).length;
  }

  private async next(max: number): Promise<Buffer> {
    if (this.length === 0 && !(await this.fill())) throw new TarFormatError('The archive ends early');
    const chunk = this.buffered.shift()!;
    this.length -= chunk.length;
    if (chunk.length <= max) return chunk;
    this.buffered.unshift(chunk.subarray(max));
    this.length += chunk.length - max;
    return chunk.subarray(0, max);
  }
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('Not a tar archive');
  return text === '' ? 0 : parseInt(text, 8);
}

export interface TarEntry {
  path: string;
  size: number;
  /** The entry's bytes; read them before asking for the next entry (what is left is skipped). */
  body: AsyncGenerator<Buffer>;
}

/** The regular files of a tar stream, in order. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header === null) throw new TarFormatError('The archive ends early');
    if (header.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
    if (readOctal(header, 148, 8) !== sum) throw new TarFormatError('Not a tar archive');
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const prefix = readString(header, 345, 155);
    const name = readString(header, 0, 100);
    reader.startEntry(size);
    const body = reader.body();
    if (type === '0' || type === '\0') {
      yield { path: prefix ? `${prefix}/${name}` : name, size, body };
    }
    await reader.skipRemaining();
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding && (await reader.read(padding)) === null) throw new TarFormatError('The archive ends early');
  }
}
