import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A folder to a gzipped tar and back, streamed (a data folder is as large as the database; nothing is held in
 * memory whole). The format is plain ustar, so PGlite's own `loadDataDir` reads these files too, and this
 * reads PGlite's `dumpDataDir` tarballs (names starting with `/`, gzipped or not).
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar header for `name` (relative, `/`-separated). */
function header(name: string, size: number, mtime: number, directory: boolean): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // Split at a slash: up to 155 bytes of prefix, up to 100 of name.
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`a path too long for a tar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(directory ? 0o755 : 0o600, 8), 100, 'latin1');
  block.write(octal(0, 8), 108, 'latin1');
  block.write(octal(0, 8), 116, 'latin1');
  block.write(octal(size, 12), 124, 'latin1');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'latin1');
  block.write('        ', 148, 'latin1');
  block.write(directory ? '5' : '0', 156, 'latin1');
  block.write('ustar\x0000', 257, 'latin1');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

async function* entries(root: string, dir = ''): AsyncGenerator<Buffer> {
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const rel = dir ? `${dir}/${name}` : name;
    const full = path.join(root, rel);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      yield header(`${rel}/`, 0, stat.mtimeMs, true);
      yield* entries(root, rel);
    } else if (stat.isFile()) {
      yield header(rel, stat.size, stat.mtimeMs, false);
      let written = 0;
      for await (const chunk of createReadStream(full)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== stat.size) throw new Error(`${full} changed while it was archived`);
      if (stat.size % BLOCK) yield Buffer.alloc(BLOCK - (stat.size % BLOCK));
    }
  }
}

/** Write the folder `root` as a gzipped tar to `file` (names relative to `root`). */
export async function packFolder(root: string, file: string): Promise<void> {
  async function* all(): AsyncGenerator<Buffer> {
    yield* entries(root);
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(all()), createGzip({ level: 6 }), createWriteStream(file));
}

/** A tar entry's name as a safe path inside the folder: no leading `/` or `./`, no `..`. */
function safeName(raw: string): string {
  const name = raw.replace(/^(\.?\/)+/, '').replace(/\/+$/, '');
  if (name.split('/').some((part) => part === '..') || path.isAbsolute(name))
    throw new Error(`an unsafe path in the tar: ${raw}`);
  return name;
}

/** Extract a tar (gzipped or not, by its first bytes) into `root`, streamed. */
export async function unpackInto(file: string, root: string): Promise<number> {
  mkdirSync(root, { recursive: true });
  let pending: Buffer = Buffer.alloc(0);
  let fd: number | null = null;
  let left = 0; // bytes of the current entry's data still to come
  let pad = 0; // then its padding to the block
  let files = 0;
  let ended = false;

  const take = (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    while (!ended) {
      if (left > 0) {
        const n = Math.min(left, pending.length - at);
        if (n === 0) break;
        if (fd !== null) writeSync(fd, pending, at, n);
        at += n;
        left -= n;
        if (left === 0 && fd !== null) {
          closeSync(fd);
          fd = null;
        }
        continue;
      }
      if (pad > 0) {
        const n = Math.min(pad, pending.length - at);
        if (n === 0) break;
        at += n;
        pad -= n;
        continue;
      }
      if (pending.length - at < BLOCK) break;
      const block = pending.subarray(at, at + BLOCK);
      at += BLOCK;
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const field = (start: number, length: number) =>
        block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      const prefix = block.toString('latin1', 257, 262) === 'ustar' ? field(345, 155) : '';
      const name = safeName(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
      left = size;
      pad = size % BLOCK ? BLOCK - (size % BLOCK) : 0;
      if (type === '5') {
        if (name) mkdirSync(path.join(root, name), { recursive: true });
      } else if (type === '0' || type === '7') {
        const target = path.join(root, name);
        mkdirSync(path.dirname(target), { recursive: true });
        const opened = openSync(target, 'w');
        files++;
        if (size === 0) closeSync(opened);
        else fd = opened;
      } else if (type !== 'x' && type !== 'g') throw new Error(`an entry of type ${type} in the tar: ${name}`);
    }
    pending = pending.subarray(at);
  };

  const head = Buffer.alloc(2);
  const probe = openSync(file, 'r');
  try {
    readSync(probe, head, 0, 2, 0);
  } finally {
    closeSync(probe);
  }
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        take(chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await (gzipped ? pipeline(createReadStream(file), createGunzip(), sink) : pipeline(createReadStream(file), sink));
  } finally {
    if (fd !== null) closeSync(fd);
  }
  if (!ended && left > 0) throw new Error(`${file} ends in the middle of an entry`);
  return files;
}
