import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { App, FloatButton, Layout } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { usePageTitle } from '@esee/react';
import { useSession } from '@esee/session';
import { FailedState, UserScope } from '@esee/ui';
import { AntdProviders } from '../../app/AntdProviders';
import { PageLoading } from '../../app/PageLoading';
import { isMenuEmpty, usePlatform } from '../session/platformStore';
import { beginMenuTrace } from '../trace/menuTrace';
import { pageTitleFor, remoteForPath } from '../../federation/registry';
import { AppHeader } from './AppHeader';
import { ContactCard } from './ContactCard';
import { isContactHidden, isFooterHidden, isMenuHidden } from './layoutRules';
import { entryForPath } from './menuItems';
import { PageWatermark } from './PageWatermark';
import { useServiceContacts } from './serviceContacts';
import { SideMenu } from './SideMenu';
import styles from './AppLayout.module.css';
import { now } from '@esee/http';
import { chinaYear } from '@esee/contracts';

/** Spec 1 §9: the home page's header changes style after 90 px of scroll; go-to-top shows after 460 px. */
const HEADER_SWITCH_PX = 90;
const BACK_TOP_PX = 460;
const EXPIRY_SHOWN_KEY = 'esee.expireWarnShown';

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * A new page starts at its top: the window keeps its scroll across route
 * changes otherwise, and a page opened from low in a long menu showed its
 * bottom. A page's own tabs (the company detail's) keep the position by
 * navigating with `state: { keepScroll: true }`.
 */
function useScrollToTopOnNavigation() {
  const { pathname, state } = useLocation();
  const keep = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useLayoutEffect(() => {
    if (!keep) window.scrollTo(0, 0);
  }, [pathname, keep]);
}

/** The password-expiry warning of the login answer, once per browser session (spec 1 §4). */
function useExpiryWarning() {
  const { notification } = App.useApp();
  const expireWarn = useSession((s) => s.expireWarn);
  useEffect(() => {
    if (!expireWarn || sessionStorage.getItem(EXPIRY_SHOWN_KEY)) return;
    sessionStorage.setItem(EXPIRY_SHOWN_KEY, '1');
    notification.warning({
      title: '密码即将过期',
      description: (
        <span data-testid="expiry-warning">
          {expireWarn}，<Link to="/personalCenter/changePassword">立即修改</Link>
        </span>
      ),
      duration: 0,
    });
  }, [expireWarn, notification]);
}

function PlatformContent() {
  const { status, menu, remotes, site, load } = usePlatform();
  const user = useSession((s) => s.user);
  // An embedded page (`/external/…`) shows without the header, menu and footer (spec 1 §3 layoutOptions).
  const layout = useSession((s) => s.layout);
  const { pathname } = useLocation();
  const isHome = pathname === '/main' || pathname.startsWith('/main/');
  const scrolled = useScrolledPast(HEADER_SWITCH_PX);
  const entry = entryForPath(menu, pathname);
  // Titled by the menu entry opened; a page outside the menu names itself, else its entry in the remote's list.
  usePageTitle(
    isHome ? '首页' : (entry?.menuName ?? pageTitleFor(remotes, pathname) ?? remoteForPath(remotes, pathname)?.title),
    { fallback: !isHome && !entry },
  );
  useScrollToTopOnNavigation();
  useExpiryWarning();
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  // A layout effect: the trace opens before the page's own effects settle it.
  useLayoutEffect(() => {
    if (status === 'ready' && entry) beginMenuTrace(entry, pathname, remoteForPath(remotes, pathname)?.version);
  }, [status, entry, pathname, remotes]);

  const contacts = useServiceContacts();

  if (status === 'failed') return <FailedState onRetry={() => void load()} title="加载用户信息失败，请重新刷新" />;
  if (status !== 'ready') return <PageLoading />;
  if (isMenuEmpty(menu) && pathname !== '/blankPage') return <Navigate to="/blankPage" replace />;
  return (
    <Layout className={styles.root}>
      {!layout.headerHidden && <AppHeader transparent={isHome && !scrolled} />}
      <Layout>
        {!layout.menuHidden && !isMenuHidden(pathname) && <SideMenu />}
        <Layout className={styles.main}>
          {/* data-path: the path the content is drawn for, changed in the same render as the page (tests wait on it). */}
          <Layout.Content
            className={isHome ? styles.homeContent : styles.content}
            data-testid="page-content"
            data-path={pathname}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          {!layout.headerHidden && !isFooterHidden(pathname) && (
            <Layout.Footer className={styles.footer} data-testid="footer">
              © {chinaYear(now())} {site?.productName}
              {contacts.phone && <span> · 客服电话 {contacts.phone}</span>}
              {contacts.email && <span> · 服务邮箱 {contacts.email}</span>}
            </Layout.Footer>
          )}
        </Layout>
      </Layout>
      {!layout.headerHidden && !isContactHidden(pathname) && <ContactCard contacts={contacts} />}
      <FloatButton.BackTop visibilityHeight={BACK_TOP_PX} data-testid="back-top" />
      <PageWatermark lines={user?.watermarkData ?? []} />
    </Layout>
  );
}

/** The signed-in page: header, side menu, and the shell's or a remote's page in the content area. */
export default function AppLayout() {
  const user = useSession((s) => s.user);
  return (
    <AntdProviders>
      <UserScope value={user && `${user.instCode}.${user.userId}`}>
        <PlatformContent />
      </UserScope>
    </AntdProviders>
  );
}
