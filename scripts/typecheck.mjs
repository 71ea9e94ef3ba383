// npm run typecheck: the three TypeScript programs of the workspace (browser, server, tools).
import path from 'node:path';
import { ROOT, main, run, step } from './lib/workspace.mjs';

main(async () => {
  const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
  for (const project of ['tsconfig.json', 'server/tsconfig.json', 'tsconfig.tools.json']) {
    step(`Type-checking ${project}`);
    await run(tsc, ['-p', project]);
  }
});
