import { Suspense, useEffect } from 'react';
import { Layout } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FailedState } from '@esee/ui';
import { AntdProviders } from '../../app/AntdProviders';
import { PageLoading } from '../../app/PageLoading';
import { isMenuEmpty, usePlatform } from '../session/platformStore';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import styles from './AppLayout.module.css';

function PlatformContent() {
  const { status, menu, load } = usePlatform();
  const { pathname } = useLocation();
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  if (status === 'failed') return <FailedState onRetry={() => void load()} title="加载用户信息失败，请重新刷新" />;
  if (status !== 'ready') return <PageLoading />;
  if (isMenuEmpty(menu) && pathname !== '/blankPage') return <Navigate to="/blankPage" replace />;
  return (
    <Layout className={styles.root}>
      <AppHeader />
      <Layout>
        <SideMenu />
        <Layout>
          <Layout.Content className={styles.content}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          <Layout.Footer className={styles.footer}>© {new Date().getFullYear()} 企业信息与风险筛查平台</Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}

/** The signed-in page: header, side menu, and the shell's or a remote's page in the content area. */
export default function AppLayout() {
  return (
    <AntdProviders>
      <PlatformContent />
    </AntdProviders>
  );
}
