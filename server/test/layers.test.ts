import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers are lint rules (eslint.config.js): each planted import below breaks one, and the linter
 * says which; the allowed imports beside them pass.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The import-boundary messages for `code` placed at `file` (server/src/…). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the server layers', () => {
  it.each([
    ['areas/cba/parks/x.ts', "export * from '../mapSearch/query';", 'not another feature'],
    ['areas/cba/parks/sub/x.ts', "export * from '../../mapSearch/query';", 'not another feature'],
    ['areas/cba/parks/x.ts', "export * from '../../iba/news/routes';", 'No area imports another'],
    ['areas/cba/index.ts', "export * from '../iba';", 'No area imports another'],
    ['areas/cba/parks/x.ts', "export * from '../../../data/load';", 'core/ and platform/ only'],
    ['areas/cba/parks/x.ts', "export * from '../../../seed/demo';", 'core/ and platform/ only'],
    ['core/risk/x.ts', "export * from '../../areas/cba/parks/query';", 'Core code imports the platform only'],
    ['core/risk/x.ts', "export * from '../../data/load';", 'Core code imports the platform only'],
    ['platform/http/x.ts', "export * from '../../core/risk/summary';", 'The platform imports nothing above it'],
    ['platform/x.ts', "export * from '../areas/shell';", 'The platform imports nothing above it'],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('lets a feature use its own folder, its area’s shared/, core/ and platform/; core the platform', async () => {
    const feature = [
      "export * from './query';",
      "export * from '../shared/scsRules';",
      "export * from '../../../core/risk/summary';",
      "export * from '../../../platform/db/database';",
    ].join('\n');
    expect(await boundaryErrors('areas/scs/rules/x.ts', feature)).toEqual([]);
    expect(await boundaryErrors('core/risk/x.ts', "export * from '../../platform/clock';")).toEqual([]);
    expect(await boundaryErrors('platform/db/x.ts', "export * from '../../config';")).toEqual([]);
    // A feature's tests may build their data with the generator.
    expect(
      await boundaryErrors('areas/iba/bankFlow/x.test.ts', "export * from '../../../data/generate/bankStatements';"),
    ).toEqual([]);
  });
});
