// npm run build [-- --force]: build the server, the shell and every remote that changed.
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { main } from './lib/workspace.mjs';

main(async () => {
  await ensureInstalled();
  await buildAll({ force: process.argv.includes('--force') });
});
