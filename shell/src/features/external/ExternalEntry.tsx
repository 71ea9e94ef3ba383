import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { resolveAlias } from '@esee/contracts';
import { EMBEDDED_LAYOUT, useSession } from '@esee/session';
import { remoteForPath } from '../../federation/registry';
import { PageLoading } from '../../app/PageLoading';
import { usePlatform } from '../session/platformStore';

/**
 * `/external/…` (spec 1 §2 "External"): a page another system embeds. The tab switches to the embedded
 * layout (no header, menu or footer; the watermark stays) for as long as it lives, then opens the page that
 * serves the path, so the embedded page and every page it leads to stay without the shell's chrome.
 */
export default function ExternalEntry() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const remotes = usePlatform((s) => s.remotes);
  const target = resolveAlias(pathname, search, (path) => !!remoteForPath(remotes, path));
  useEffect(() => {
    if (!target) return;
    useSession.getState().setLayout(EMBEDDED_LAYOUT);
    navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? <PageLoading /> : <Navigate to="/404" replace />;
}
