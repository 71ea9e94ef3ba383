import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { frontEndSources } from './usedExports';

/*
 * Every list of records is `DataTable` of @esee/ui (issue 41): pages of ten, 暂无数据, the failed state with 重新刷新,
 * the actions kept at the right. antd's `Table` stays only where what is drawn is not a list of records; each such
 * file is named here with why.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files that may draw antd's Table, and why. */
const NOT_A_LIST: Record<string, string> = {
  'shared/ui/src/DataTable.tsx': 'the one table itself',
  'remotes/management/src/pages/roleManagement/PermissionTable.tsx':
    "a role's permission tree: nested rows, a granted and a disabled switch per node",
  'remotes/management/src/pages/personalCenter/OrganizationAuthorityPage.tsx':
    'my permission tree, read-only: nested rows opened and closed',
  'remotes/management/src/pages/memberDepartments/MemberDepartmentsPage.tsx':
    'the department tree: nested rows, a click chooses the department whose members show beside it',
  'remotes/management/src/pages/org/OrgPicker.tsx':
    "a chooser, not a list: up to 10,000 members in one virtual scrolled box, clicked to add to the picker's choice",
  'remotes/iba/src/pages/bankFlow/ColumnMappingGrid.tsx':
    "a form: a select per column of the uploaded file, in the upload dialog's fixed-height box",
  'remotes/prma/src/pages/creditReport/WeightsDrawer.tsx':
    'a form: a weight input per scoring dimension, with its share and default, all in view while they are set',
  'shared/ui/src/pairs/PartyTable.tsx':
    'a form: the parties being entered for a check, each with its input (price, role) and 移除, all in view',
};

/**
 * Lists still drawn with antd's Table while another change is at work on the file; each leaves this list when that
 * change converts it (the last test fails for an entry that no longer needs its place).
 */
const NOT_CONVERTED_YET: Record<string, string> = {};

const ALLOWED = { ...NOT_A_LIST, ...NOT_CONVERTED_YET };

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []; // a package without sources of its own
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * Whether a source imports antd's `Table` component: an import statement (at a line's start, not one quoted in a
 * comment); a type such as `TableProps` or a `type` import is no table.
 */
function importsAntdTable(text: string): boolean {
  for (const [, typeOnly, list] of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/gm)) {
    if (typeOnly) continue;
    const names = list!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]);
    if (names.includes('Table')) return true;
  }
  return false;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const offenders = () =>
  frontEndSources(ROOT)
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => importsAntdTable(readFileSync(file, 'utf8')))
    .map(relative);

it('finds antd Table only where what is drawn is not a list of records', () => {
  const files = frontEndSources(ROOT).flatMap((dir) => sourceFiles(dir));
  expect(files.length).toBeGreaterThan(300);
  expect(offenders().filter((f) => !(f in ALLOWED))).toEqual([]);
});

it('tells a page drawing antd Table from one drawing DataTable', () => {
  expect(importsAntdTable("import { Card, Table, Tag } from 'antd';\n<Table dataSource={rows} />")).toBe(true);
  expect(importsAntdTable("import {\n  Alert,\n  Table,\n} from 'antd';")).toBe(true);
  expect(
    importsAntdTable(
      "import { Card, Tag } from 'antd';\nimport { DataTable } from '@esee/ui';\n<DataTable rows={rows} />",
    ),
  ).toBe(false);
  expect(importsAntdTable("import { Card, type TableProps } from 'antd';")).toBe(false);
  expect(importsAntdTable("import type { Table } from 'antd';")).toBe(false);
  expect(importsAntdTable("import { TableColumnsType } from 'antd';")).toBe(false);
  expect(importsAntdTable(" * the names imported (`import { Button, Table } from 'antd'`)")).toBe(false);
});

it('names no file that no longer draws antd Table', () => {
  const drawing = new Set(offenders());
  expect(Object.keys(ALLOWED).filter((f) => !drawing.has(f))).toEqual([]);
});
