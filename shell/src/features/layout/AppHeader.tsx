import { DownOutlined, LogoutOutlined, MessageOutlined } from '@ant-design/icons';
import { App, Dropdown, Layout, Space, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { chinaHour, MenuId, PRODUCT_NAME, RoleType } from '@esee/contracts';
import { companySearchSource, now } from '@esee/http';
import { useSession } from '@esee/session';
import { CompanySearch } from '@esee/ui';
import { openCompany } from '../search/openCompany';
import { menuSection, usePlatform } from '../session/platformStore';
import { sessionApi } from '../session/api';
import { mainPath } from '../login/product';
import { greeting } from './greeting';
import { iconOf } from './menuIcons';
import styles from './AppLayout.module.css';

async function logout() {
  await sessionApi.logout().catch(() => undefined);
  const back = mainPath();
  useSession.getState().signOut();
  // A fresh page: nothing of this session, and none of its remotes, stays in memory.
  window.location.replace(back);
}

/** Institution managers are the spec's ROLE_ADMIN: their feedback goes to the management list (spec 1 §2). */
const feedbackPath = (roleType: string | undefined) => (roleType === RoleType.INST_MGR ? '/pfb/csa' : '/pfb/customer');

export function AppHeader({ transparent }: { transparent: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const userMenu = usePlatform((s) => menuSection(s.menu, MenuId.USER));
  const productName = usePlatform((s) => s.site?.productName) || PRODUCT_NAME;
  const items: MenuProps['items'] = [
    ...userMenu.map((n) => ({ key: n.modelPath, label: n.menuName, icon: iconOf(n.icon) })),
    { key: feedbackPath(user?.roleType), label: '意见反馈', icon: <MessageOutlined /> },
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined />, danger: true },
  ];
  // 意见反馈 is told the page it was opened from, which the feedback then names.
  const target = (key: string) =>
    key.startsWith('/pfb/') ? `${key}?from=${encodeURIComponent(location.pathname)}` : key;
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? void logout() : navigate(target(key)));
  return (
    <Layout.Header className={`${styles.header} ${transparent ? styles.headerTop : ''}`} data-testid="app-header">
      <a className={styles.logo} onClick={() => navigate(user ? `/main/${user.instCode}` : '/main')} data-testid="logo">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{productName}</span>
      </a>
      {/* Spec 1 §6: the header search is for staff, not for ROLE_ADMIN. */}
      {user && user.roleType !== RoleType.INST_MGR && (
        <div className={styles.search}>
          <CompanySearch
            compact
            source={companySearchSource}
            onPick={openCompany}
            onEmpty={() => void message.warning('查询内容不能为空', 3)}
          />
        </div>
      )}
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <a className={styles.user} data-testid="user-menu" role="button">
          <Space>
            <span data-testid="greeting">
              {greeting(chinaHour(now()))}，{user?.name}
            </span>
            <span className={styles.inst}>{user?.instName}</span>
            <DownOutlined />
          </Space>
        </a>
      </Dropdown>
    </Layout.Header>
  );
}
