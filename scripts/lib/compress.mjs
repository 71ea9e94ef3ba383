import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map)$/;
const MIN_BYTES = 1024;

/**
 * Write `.br` and `.gz` beside every text file of a build, once, at build
 * time: the server (and nginx with gzip_static) sends them as they are, so
 * no request pays for compression.
 */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
