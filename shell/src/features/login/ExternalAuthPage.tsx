import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@esee/react';
import { useSession } from '@esee/session';
import { failureMessage, loginApi } from './loginApi';
import { safeRedirect } from './safeRedirect';

/** Spec 1 §4: open the target 200 ms after a successful authentication. */
const OPEN_DELAY_MS = 200;

/**
 * `/external/auth/redirect?accessToken=…&redirect=…`: sign in with a token
 * from the institution's identity provider, then open the page asked for.
 */
export default function ExternalAuthPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle('认证中');
  const accessToken = search.get('accessToken');
  const redirect = search.get('redirect');

  // No token at all: nothing to authenticate with (spec 1 §8).
  const error = accessToken ? failure : '无权限操作，请联系管理员！';

  useEffect(() => {
    if (!accessToken) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loginApi.thirdLogin(accessToken).then(
      (result) => {
        useSession.getState().signIn(result, false);
        timer = setTimeout(() => navigate(safeRedirect(redirect), { replace: true }), OPEN_DELAY_MS);
      },
      (e: unknown) => setFailure(failureMessage(e) || '认证失败'),
    );
    return () => clearTimeout(timer);
  }, [accessToken, redirect, navigate]);

  return (
    <main
      role="status"
      style={{ padding: 64, textAlign: 'center', color: error ? '#dc2626' : '#64748b' }}
      data-testid="external-auth"
    >
      {error ?? '正在认证，请稍候…'}
    </main>
  );
}
