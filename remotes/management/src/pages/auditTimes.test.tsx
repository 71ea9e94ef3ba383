import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsumeParams, LoginLogRow, OnlineSession, UsageRecord } from '@esee/contracts';
import LoginLogPage from './signIns/LoginLogPage';
import OnlineListPage from './signIns/OnlineListPage';
import { signInsApi } from './signIns/signInsApi';
import RsageRecordPage from './quotas/RsageRecordPage';
import { quotasApi } from './quotas/api';

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<App>{element}</App>));
}
/** Wait (through act) until the page shows `text`. */
async function shows(text: string) {
  for (let i = 0; i < 50 && !document.body.textContent?.includes(text); i++)
    await act(() => new Promise((r) => setTimeout(r, 20)));
  return document.body.textContent ?? '';
}
const heads = () => [...document.querySelectorAll('th')].map((th) => th.textContent);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

// The server answers Beijing time text (docs/server.md, Times): the page shows it as it is, whatever the
// browser's zone, and says so in the column head.
const AT = '2026-07-01 01:30:00';

// The first render of a file loads antd: generous on a busy machine.
const SLOW = 30_000;

describe('the audit pages show Beijing time', () => {
  it(
    '登录日志: 登录时间（北京时间）, the time as the server says it',
    async () => {
      const row: LoginLogRow = {
        id: '1',
        userId: 1,
        username: 'admin',
        name: '管理员',
        outcome: 'SUCCESS',
        instName: '演示银行',
        ip: '10.0.0.1',
        userAgent: null,
        at: AT,
      };
      vi.spyOn(signInsApi, 'loginLog').mockResolvedValue({ total: 1, list: [row] });
      await render(<LoginLogPage />);
      expect(await shows(AT)).toContain(AT);
      expect(heads()).toContain('登录时间（北京时间）');
    },
    SLOW,
  );

  it(
    '在线用户: 登录时间 and 最近活动 in Beijing time',
    async () => {
      const session: OnlineSession = {
        sessionId: 9,
        userId: 2,
        username: 'analyst',
        name: '分析员',
        unitName: null,
        roleName: '业务人员',
        ip: null,
        userAgent: null,
        loginAt: AT,
        lastSeenAt: '2026-07-01 01:45:10',
        instName: '演示银行',
        current: false,
      };
      vi.spyOn(signInsApi, 'online').mockResolvedValue({ total: 1, list: [session] });
      await render(<OnlineListPage />);
      const text = await shows(AT);
      expect(text).toContain(AT);
      expect(text).toContain('2026-07-01 01:45:10');
      expect(heads()).toEqual(expect.arrayContaining(['登录时间（北京时间）', '最近活动（北京时间）']));
    },
    SLOW,
  );

  it(
    '使用记录: 使用时间（北京时间）',
    async () => {
      const record: UsageRecord = {
        id: '3',
        userId: 2,
        username: 'analyst',
        name: '分析员',
        function: 'search',
        title: '企业查询',
        units: 1,
        at: AT,
      };
      const params: ConsumeParams = { functions: [], users: [] };
      vi.spyOn(quotasApi, 'params').mockResolvedValue(params);
      vi.spyOn(quotasApi, 'records').mockResolvedValue({
        total: 1,
        list: [record],
        byFunction: [],
        byDay: [],
        topUsers: [],
      });
      await render(<RsageRecordPage />);
      expect(await shows(AT)).toContain(AT);
      expect(heads()).toContain('使用时间（北京时间）');
    },
    SLOW,
  );
});
