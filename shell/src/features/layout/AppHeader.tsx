import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Dropdown, Layout, Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { MenuId } from '@esee/contracts';
import { useSession } from '@esee/session';
import { PRODUCT_NAME } from '../../app/theme';
import { menuSection, usePlatform } from '../session/platformStore';
import { sessionApi } from '../session/api';
import { greeting } from './greeting';
import { iconOf } from './menuItems';
import styles from './AppLayout.module.css';

async function logout() {
  await sessionApi.logout().catch(() => undefined);
  useSession.getState().signOut();
  // A fresh page: nothing of this session, and none of its remotes, stays in memory.
  window.location.replace('/main');
}

export function AppHeader() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const userMenu = usePlatform((s) => menuSection(s.menu, MenuId.USER));
  const items: MenuProps['items'] = [
    ...userMenu.map((n) => ({ key: n.modelPath, label: n.menuName, icon: iconOf(n.icon) })),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? void logout() : navigate(key));
  return (
    <Layout.Header className={styles.header}>
      <a className={styles.logo} onClick={() => navigate('/main')} data-testid="logo">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </a>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <a className={styles.user} data-testid="user-menu" role="button">
          <Space>
            <span>
              {greeting(new Date().getHours())}，{user?.name}
            </span>
            <span className={styles.inst}>{user?.instName}</span>
            <DownOutlined />
          </Space>
        </a>
      </Dropdown>
    </Layout.Header>
  );
}
