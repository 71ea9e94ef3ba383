// npm run typecheck: the three TypeScript programs of the workspace (browser, server, tools).
import { typecheck } from './lib/checks.mjs';
import { main } from './lib/workspace.mjs';

main(typecheck);
