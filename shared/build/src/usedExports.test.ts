import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedNames } from './usedExports';

describe('importedNames', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'esee-used-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'shell/src/a.tsx',
    "import { Button, type TableProps, Table as T } from 'antd';\nimport type { Form } from 'antd';",
  );
  write(
    'remotes/cba/src/pages/b.tsx',
    "import {\n  Cascader,\n  Button,\n} from 'antd';\nimport { Rate } from 'antd-x';",
  );
  write('remotes/cba/src/b.test.tsx', "import { Modal } from 'antd';");
  write('shared/ui/src/c.ts', "import { SearchOutlined } from '@ant-design/icons';");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("collects the values the shell, the remotes and the shared libraries import, not types, tests or others' names", () => {
    expect(importedNames(root, 'antd')).toEqual(['Button', 'Cascader', 'Table']);
    expect(importedNames(root, '@ant-design/icons')).toEqual(['SearchOutlined']);
  });

  it('finds every antd name the workspace uses today, among them the layout and the remotes', () => {
    const names = importedNames(path.resolve(__dirname, '../../..'), 'antd');
    expect(names).toEqual(expect.arrayContaining(['Layout', 'Menu', 'Table', 'Form', 'Cascader']));
  });
});
