import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A version folder's checksum: sha256 over each file's path (relative, with
 * '/') and the sha256 of its bytes, in path order; the publish CLI
 * (scripts/lib/checksum.mjs) prints the same.
 */
export async function folderChecksum(folder: string): Promise<string> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(folder, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(
      `${file}\0${createHash('sha256')
        .update(await readFile(path.join(folder, file)))
        .digest('hex')}\n`,
    );
  return hash.digest('hex');
}

const cache = new Map<string, Promise<string>>();

/**
 * The checksum, computed once per folder: a version folder is never changed
 * in place (a redeploy renames a new folder over it, which the key tells apart).
 */
export async function cachedChecksum(folder: string): Promise<string> {
  const { ino, mtimeMs } = await stat(folder);
  const key = `${folder}|${ino}|${mtimeMs}`;
  let sum = cache.get(key);
  if (!sum) {
    sum = folderChecksum(folder);
    cache.set(key, sum);
    sum.catch(() => cache.delete(key));
  }
  return sum;
}
