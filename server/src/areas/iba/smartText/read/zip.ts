import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** A zip file that cannot be read (corrupt, an unknown compression, or too large when inflated). */
export class ZipError extends Error {
  constructor(readonly reason: 'corrupt' | 'tooLarge') {
    super(reason);
  }
}

/** The most a single entry may inflate to: a prospectus's document.xml is a few MB. */
const MAX_ENTRY_BYTES = 200 * 1024 * 1024;

/**
 * The entries of a zip file by name (the central directory, stored or deflated entries): what a .docx is. Reads
 * only what it is asked for; an entry inflating past 200 MB (a zip bomb) is refused.
 */
export function readZip(bytes: Buffer): { names: string[]; read: (name: string) => Buffer | null } {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new ZipError('corrupt');
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries = new Map<string, { method: number; size: number; offset: number }>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new ZipError('corrupt');
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    entries.set(bytes.toString('utf8', at + 46, at + 46 + nameLength), { method, size, offset });
    at += 46 + nameLength + extra + comment;
  }
  return {
    names: [...entries.keys()],
    read(name) {
      const e = entries.get(name);
      if (!e) return null;
      if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== 0x04034b50) throw new ZipError('corrupt');
      const start = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
      const data = bytes.subarray(start, start + e.size);
      if (e.method === 0) return data;
      if (e.method !== 8) throw new ZipError('corrupt');
      try {
        return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('tooLarge');
        throw new ZipError('corrupt');
      }
    },
  };
}

/**
 * The fields a local header and its central directory record share, from the flags on (at 6 and at 8):
 * UTF-8 names, deflated, no time, the CRC, both sizes and the name's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { crc: number; packed: number; size: number; name: number },
) {
  header.writeUInt16LE(0x0800, at);
  header.writeUInt16LE(8, at + 2);
  header.writeUInt32LE(entry.crc, at + 8);
  header.writeUInt32LE(entry.packed, at + 12);
  header.writeUInt32LE(entry.size, at + 16);
  header.writeUInt16LE(entry.name, at + 20);
}

/** A zip file of the given entries, deflated (what the sample .docx is written as). */
export function writeZip(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const packed = deflateRawSync(f.data);
    const crc = crc32(f.data);
    const entry = { crc, packed: packed.length, size: f.data.length, name: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 6, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 8, entry);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
