import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A version folder's checksum: sha256 over each file's path (relative, with
 * '/') and the sha256 of its bytes, in path order. The server computes the
 * same (server/src/areas/management/remotes/checksum.ts) and shows it on 应用版本管理.
 */
export function folderChecksum(folder) {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(folder, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(
      `${file}\0${createHash('sha256')
        .update(readFileSync(path.join(folder, file)))
        .digest('hex')}\n`,
    );
  return hash.digest('hex');
}
