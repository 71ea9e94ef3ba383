// The platform the e2e suite runs against: `npm start`'s own script, on a
// fresh data folder so every run starts from the first-start seed.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = path.join(os.tmpdir(), `esee-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = port;
process.env.DATA_DIR = dataDir;
process.env.DEMO_PASSWORD = 'Demo@2026';
// Automated tests cannot read an image code; one test turns it on for its own server.
process.env.CAPTCHA = 'off';
// The error-catalogue probe, to drive every toast from real server answers.
process.env.DIAGNOSTICS = 'on';
// Data dropped into the inbox during a test is loaded within a second.
process.env.INBOX_SECONDS = '1';
await import(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/start.mjs'));
