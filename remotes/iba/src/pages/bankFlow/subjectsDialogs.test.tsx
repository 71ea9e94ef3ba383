import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankFlowCheck, BankFlowPreview, BankFlowSubject } from '@esee/contracts';
import { bankFlowApi } from '../../api/bankFlow';
import { AddSubjectDialog } from './AddSubjectDialog';
import { UploadStatementDialog } from './UploadStatementDialog';

/*
 * Issue 36: what a person sees when a statement may not be its subject's (the preview's checks, confirmed or
 * refused), and the role of a new subject, chosen rather than preset.
 */

vi.mock('../../api/bankFlow', () => ({
  bankFlowApi: { addSubject: vi.fn(), preview: vi.fn(), import: vi.fn() },
}));
const api = vi.mocked(bankFlowApi);

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<App>{element}</App>));
}
const byTestId = (id: string, within: ParentNode = document) =>
  within.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
async function find(id: string): Promise<HTMLElement> {
  for (let i = 0; i < 50; i++) {
    const found = byTestId(id);
    if (found) return found;
    await settle();
  }
  throw new Error(`no element ${id}`);
}
const click = (el: Element) => act(async () => void (el as HTMLElement).click());
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (id: string) => byTestId(id)!.closest('button')!;
/** The radio of a group labelled `label`. */
const radio = (group: HTMLElement, label: string) =>
  [...group.querySelectorAll('label')].find((l) => l.textContent === label)!;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('添加主体: the role is chosen', { timeout: 30_000 }, () => {
  it('offers the roles of the kind with none chosen, and adds only once one is', async () => {
    api.addSubject.mockResolvedValue({ subjectId: 1, kind: 'person', name: '欧阳明远', entId: null, role: '董监高' });
    const onAdded = vi.fn();
    await render(<AddSubjectDialog analysisId={7} onClose={() => {}} onAdded={onAdded} />);
    const roles = await find('bank-flow-subject-role');
    const labels = () => [...roles.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels()).toEqual(['发行人', '子公司', '控股股东', '实际控制人', '主要关联方', '其他']);
    expect(roles.querySelectorAll('.ant-radio-button-wrapper-checked')).toHaveLength(0);
    expect(document.body.textContent).toContain('请选择该主体在本项目中的角色');

    await click(radio(byTestId('bank-flow-subject-kind')!, '自然人'));
    expect(labels()).toEqual(['实际控制人', '实控人配偶', '控股股东', '董监高', '关键岗位人员', '主要关联方', '其他']);
    await type(byTestId('bank-flow-subject-name') as HTMLInputElement, '欧阳明远');
    expect(button('bank-flow-subject-ok').disabled).toBe(true);

    await click(radio(roles, '董监高'));
    expect(button('bank-flow-subject-ok').disabled).toBe(false);
    await click(button('bank-flow-subject-ok'));
    await settle();
    expect(api.addSubject).toHaveBeenCalledWith(7, { kind: 'person', name: '欧阳明远', role: '董监高' });
    expect(onAdded).toHaveBeenCalled();
  });
});

const subject: BankFlowSubject = { subjectId: 3, kind: 'person', name: '欧阳明远', entId: null, role: '实际控制人' };

function previewWith(checks: BankFlowCheck[], accountNo = '6222000011112222'): BankFlowPreview {
  return {
    fileName: '流水.csv',
    layout: 'generic',
    layoutName: '通用格式',
    headers: ['交易日期', '交易金额', '收支标志', '余额'],
    headerLine: 1,
    mapping: { date: '交易日期', amount: '交易金额', direction: '收支标志', balance: '余额' },
    mappingSource: 'detected',
    missing: [],
    accountNo,
    accountName: '甲乙科技股份有限公司',
    encoding: 'UTF-8',
    rows: 1,
    sample: [
      {
        line: 2,
        occurred: '2025-01-02 00:00:00',
        direction: '支出',
        amount: 100,
        balance: -100,
        counterparty: '',
        summary: '',
      },
    ],
    problems: [],
    checks,
  };
}

const HOLDER: BankFlowCheck = {
  code: 'holderOtherSubject',
  level: 'confirm',
  message: '本方户名「甲乙科技股份有限公司」是本项目另一主体「甲乙科技股份有限公司」（发行人）的名称，不是「欧阳明远」',
};
const NEGATIVE: BankFlowCheck = {
  code: 'negativeBalance',
  level: 'note',
  message: '余额为负数的交易 1 笔（第2行 -100.00）：请核对余额列和收支方向的映射',
};
const TAKEN: BankFlowCheck = {
  code: 'accountTaken',
  level: 'refuse',
  message:
    '账号 6222000011112222 已作为主体「甲乙科技股份有限公司」的账户导入，同一账户不能属于两个主体（交易会重复计算）：请上传到该主体名下，或先删除该主体的这份流水',
};
const UNKNOWN: BankFlowCheck = {
  code: 'unknownAccount',
  level: 'confirm',
  message: '文件中没有本方账号：请填写本方账号，不填写则记为「未知账号」，无法与其他主体的账户核对',
};

/** Open the dialog and choose a file, answered by this preview. */
async function previewed(preview: BankFlowPreview) {
  api.preview.mockResolvedValue(preview);
  await render(<UploadStatementDialog subject={subject} onClose={() => {}} onImported={() => {}} />);
  const input = (await find('bank-flow-upload-file')).querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(['交易日期,交易金额\n'], '流水.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await find('bank-flow-mapping');
  return file;
}
const shownChecks = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="bank-flow-check"]')].map((a) => ({
    code: a.dataset.code,
    text: a.querySelector('.ant-alert-title')?.textContent,
  }));

describe('上传流水: the preview’s checks of the account and holder', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.import.mockResolvedValue({
      statementId: 1,
      subjectId: 3,
      fileName: '流水.csv',
      layout: '通用格式',
      accountNo: '6222000011112222',
      accountName: '甲乙科技股份有限公司',
      rows: 1,
      from: '2025-01-02',
      to: '2025-01-02',
      importedAt: '2026-11-20 10:00:00',
    });
  });

  it('shows a question and a note; imports only once the user confirms, sending what was confirmed', async () => {
    const file = await previewed(previewWith([HOLDER, NEGATIVE]));
    expect(shownChecks()).toEqual([
      { code: 'holderOtherSubject', text: `请确认：${HOLDER.message}` },
      { code: 'negativeBalance', text: `请注意：${NEGATIVE.message}` },
    ]);
    expect(button('bank-flow-import').disabled).toBe(true);
    expect(button('bank-flow-import').title).toBe(`请先确认：${HOLDER.message}`);
    const confirm = byTestId('bank-flow-check-confirm')!;
    expect(confirm.closest('label')!.textContent).toBe('已核对，确认该流水属于「欧阳明远」');

    await click(confirm.closest('label')!.querySelector('input')!);
    expect(button('bank-flow-import').disabled).toBe(false);
    await click(button('bank-flow-import'));
    expect(api.import).toHaveBeenCalledWith(
      file,
      3,
      expect.objectContaining({ date: '交易日期' }),
      '6222000011112222',
      ['holderOtherSubject'],
      expect.any(Function),
    );
  });

  it('shows a refusal in red and keeps the import disabled', async () => {
    await previewed(previewWith([TAKEN, HOLDER]));
    const alert = byTestId('bank-flow-check')!;
    expect(alert.dataset.code).toBe('accountTaken');
    expect(alert.className).toContain('ant-alert-error');
    expect(alert.textContent).toContain(`不能导入：${TAKEN.message}`);
    await click(byTestId('bank-flow-check-confirm')!.closest('label')!.querySelector('input')!);
    expect(button('bank-flow-import').disabled).toBe(true);
    expect(button('bank-flow-import').title).toBe(TAKEN.message);
  });

  it('asks for the account when the file names none, and the question goes once one is typed', async () => {
    await previewed(previewWith([UNKNOWN], ''));
    expect(shownChecks().map((c) => c.code)).toEqual(['unknownAccount']);
    expect(byTestId('bank-flow-check-confirm')!.closest('label')!.textContent).toBe(
      '确认不填写账号，按「未知账号」导入',
    );
    expect(button('bank-flow-import').disabled).toBe(true);
    await type(byTestId('bank-flow-account') as HTMLInputElement, '6222000099990000');
    expect(shownChecks()).toEqual([]);
    expect(button('bank-flow-import').disabled).toBe(false);
    // The typed account is checked again before importing: previewed with it, the answer's checks shown.
    expect(button('bank-flow-mapping-preview').disabled).toBe(false);
    api.preview.mockResolvedValue(previewWith([TAKEN], ''));
    await click(button('bank-flow-mapping-preview'));
    await find('bank-flow-check');
    expect(api.preview).toHaveBeenLastCalledWith(
      expect.any(File),
      3,
      undefined,
      '6222000099990000',
      expect.any(Function),
    );
    expect(shownChecks().map((c) => c.code)).toEqual(['accountTaken']);
    expect((byTestId('bank-flow-account') as HTMLInputElement).value).toBe('6222000099990000');
  });
});
