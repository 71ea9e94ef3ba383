import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { EMBEDDED_LAYOUT, useSession } from '@esee/session';
import { failureMessage, loginApi } from '../login/loginApi';
import { safeRedirect } from '../login/safeRedirect';

/** Spec 1 §4: open the target 200 ms after a successful authentication. */
const OPEN_DELAY_MS = 200;
/** How long the embedding page has to answer when asked for the authorization value. */
const ASK_PARENT_MS = 5_000;
/** Where an embedded session opens when the link names no page. */
const DEFAULT_EMBEDDED_PAGE = '/external/common/singleSearch';

const NO_AUTHORIZATION = '无权限操作，请联系管理员！';
const AUTH_FAILED = '认证失败';

/**
 * The authorization value of the external-page helper (spec 1 §4): the link's own `secretParamData`, else
 * asked of the page embedding this one (`postMessage`), so the value need not appear in an address at all.
 */
function authorizationValue(fromLink: string | null, channel: string): Promise<string> {
  if (fromLink) return Promise.resolve(fromLink);
  if (window.parent === window) return Promise.resolve('');
  return new Promise((resolve) => {
    const done = (value: string) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; secretParamData?: unknown } | null;
      if (event.source !== window.parent || data?.type !== 'esee:secretParamData') return;
      done(typeof data.secretParamData === 'string' ? data.secretParamData : '');
    };
    const timer = setTimeout(() => done(''), ASK_PARENT_MS);
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'esee:secretParamData:request', channel }, '*');
  });
}

type Outcome = { kind: 'pending' } | { kind: 'warning' | 'error'; message: string };

/**
 * `/external/auth/redirect`, open without a session (spec 1 §2), two ways in:
 * - `?instCode=&channel=[&secretParamData=]&redirect=`: a page embedded by one of the institution's external
 *   channels (spec 1 §4): the authorization value, then the channel sign-in; the tab then shows pages without
 *   the shell's header and menu;
 * - `?accessToken=&redirect=`: a token of the institution's identity provider (`thirdLogin`).
 * No value: 无权限操作，请联系管理员！ (warning); refused: 认证失败 (error).
 */
export default function ExternalAuthPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  usePageTitle('认证中');
  const accessToken = search.get('accessToken');
  const channel = search.get('channel');
  const instCode = search.get('instCode');
  const secretParamData = search.get('secretParamData');
  const redirect = search.get('redirect');

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = (result: LoginResult, embedded: boolean) => {
      useSession.getState().signIn(result, false);
      if (embedded) useSession.getState().setLayout(EMBEDDED_LAYOUT);
      timer = setTimeout(
        () => navigate(redirect || !embedded ? safeRedirect(redirect) : DEFAULT_EMBEDDED_PAGE, { replace: true }),
        OPEN_DELAY_MS,
      );
    };
    const fail = (e: unknown) => live && setOutcome({ kind: 'error', message: failureMessage(e) || AUTH_FAILED });
    if (channel && instCode) {
      void authorizationValue(secretParamData, channel).then((value) => {
        if (!live) return;
        if (!value) return setOutcome({ kind: 'warning', message: NO_AUTHORIZATION });
        loginApi.channelLogin({ instCode, channel, secretParamData: value }).then((r) => live && open(r, true), fail);
      });
    } else if (accessToken) {
      loginApi.thirdLogin(accessToken).then((r) => live && open(r, false), fail);
    }
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [accessToken, channel, instCode, secretParamData, redirect, navigate]);

  // Nothing to authenticate with at all.
  const shown: Outcome =
    (channel && instCode) || accessToken ? outcome : { kind: 'warning', message: NO_AUTHORIZATION };
  const color = shown.kind === 'error' ? '#dc2626' : shown.kind === 'warning' ? '#d97706' : '#64748b';
  return (
    <main
      role={shown.kind === 'pending' ? 'status' : 'alert'}
      style={{ padding: 64, textAlign: 'center', color }}
      data-testid="external-auth"
      data-outcome={shown.kind}
    >
      {shown.kind === 'pending' ? '正在认证，请稍候…' : shown.message}
    </main>
  );
}
