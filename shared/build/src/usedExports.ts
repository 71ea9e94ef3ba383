import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const file = path.join(dir, f);
    if (f === 'node_modules' || f === 'dist') return [];
    return statSync(file).isDirectory() ? walk(file) : SOURCE.test(f) && !TEST.test(f) ? [file] : [];
  });

/** The front-end source folders of the workspace at `root`: the shell's, every remote's, every shared library's. */
export function frontEndSources(root: string): string[] {
  const under = (d: string) => readdirSync(path.join(root, d)).map((n) => path.join(root, d, n, 'src'));
  return [path.join(root, 'shell/src'), ...under('remotes'), ...under('shared')];
}

/**
 * Every name the sources under `dirs` import from `pkg` as a value (`import { Button, Table } from 'antd'`;
 * type imports left out): what a shared copy of the package trimmed to what is used must keep.
 */
export function importedNames(dirs: readonly string[], pkg: string): string[] {
  const quoted = `'${pkg.replace(/[/.]/g, '\\$&')}'`;
  const from = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const whole = new RegExp(`import\\s+(\\*\\s+as\\s+)?\\w+\\s*(,\\s*\\{[^}]*\\}\\s*)?from\\s*${quoted}`);
  const names = new Set<string>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = walk(dir);
    } catch {
      continue; // a package without sources of its own
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // A namespace or default import may use any name: the trimmed copy could not know what to keep.
      if (whole.test(text)) throw new Error(`${file} imports ${pkg} whole; import the names it uses`);
      for (const [, typeOnly, list] of text.matchAll(from)) {
        if (typeOnly) continue;
        for (const spec of list!.split(',').map((s) => s.trim()))
          if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return [...names].sort();
}
