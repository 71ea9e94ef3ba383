import { type LoginLogRow, type LoginOutcome, type OnlineSession } from '@esee/contracts';
import { http } from '@esee/http';
import type { PageData } from '@esee/ui';

/** 在线用户 and 登录日志 calls (issue 20). */
export const signInsApi = {
  online: (q: { instCode?: string; keyword?: string; page_num: number; page_size: number }) =>
    http.get<PageData<OnlineSession>>('/framework/api/org/online', q),
  kick: (sessionId: number) => http.post<null>('/framework/api/org/online/kick', { sessionId }),
  loginLog: (q: {
    instCode?: string;
    keyword?: string;
    outcome?: LoginOutcome;
    start?: string;
    end?: string;
    page_num: number;
    page_size: number;
  }) => http.get<PageData<LoginLogRow>>('/framework/api/org/loginLog', q),
};

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg\/(\d+)/],
  ['Chrome', /Chrome\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];
const SYSTEMS: [string, RegExp][] = [
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad/],
  ['Linux', /Linux/],
];

/** A browser and system in a few words, from a user-agent string. */
export function browserOf(agent: string | null): string {
  if (!agent) return '-';
  const browser = BROWSERS.map(([name, re]) => [name, re.exec(agent)?.[1]] as const).find(([, v]) => v);
  const system = SYSTEMS.find(([, re]) => re.test(agent))?.[0];
  const words = [browser ? `${browser[0]} ${browser[1]}` : agent.slice(0, 40), system].filter(Boolean);
  return words.join(' · ');
}
