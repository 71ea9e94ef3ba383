import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { frontEndSources, importedNames } from './usedExports';

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
    const dirs = ['shell/src', 'remotes/cba/src', 'shared/ui/src'].map((d) => path.join(root, d));
    expect(importedNames(dirs, 'antd')).toEqual(['Button', 'Cascader', 'Table']);
    expect(importedNames(dirs, '@ant-design/icons')).toEqual(['SearchOutlined']);
    expect(importedNames([path.join(root, 'remotes/cba/src')], 'antd')).toEqual(['Button', 'Cascader']);
  });

  it('refuses a source importing the package whole, since any name could be used', () => {
    write('remotes/iba/src/icons.tsx', "import * as Icons from '@ant-design/icons';");
    expect(() => importedNames([path.join(root, 'remotes/iba/src')], '@ant-design/icons')).toThrow(
      /imports @ant-design\/icons whole/,
    );
  });

  it('finds every antd name the workspace uses today, among them the layout and the remotes', () => {
    const names = importedNames(frontEndSources(path.resolve(__dirname, '../../..')), 'antd');
    expect(names).toEqual(expect.arrayContaining(['Layout', 'Menu', 'Table', 'Form', 'Cascader']));
  });
});
