import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const file = path.join(dir, f);
    if (f === 'node_modules' || f === 'dist') return [];
    return statSync(file).isDirectory() ? walk(file) : SOURCE.test(f) ? [file] : [];
  });

/**
 * Every name the workspace's front-end sources (the shell, the remotes, the shared libraries) import from
 * `pkg` as a value (`import { Button, Table } from 'antd'`; type imports left out): what the shell's shared
 * copy of the package must keep when it is trimmed to what is used.
 */
export function importedNames(root: string, pkg: string): string[] {
  const dirs = [
    'shell/src',
    ...['remotes', 'shared'].flatMap((d) => readdirSync(path.join(root, d)).map((n) => `${d}/${n}/src`)),
  ];
  const from = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/.]/g, '\\$&')}'`, 'g');
  const names = new Set<string>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = walk(path.join(root, dir));
    } catch {
      continue; // a package without sources of its own
    }
    for (const file of files.filter((f) => !/\.test\.tsx?$/.test(f)))
      for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(from)) {
        if (typeOnly) continue;
        for (const spec of list!.split(',').map((s) => s.trim()))
          if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]!);
      }
  }
  return [...names].sort();
}
