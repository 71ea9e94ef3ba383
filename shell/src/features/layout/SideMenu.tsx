import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../session/platformStore';
import { isMenuCollapsed } from './layoutRules';
import { openKeysFor, selectedKey, sideMenuItems } from './menuItems';
import styles from './AppLayout.module.css';

/** Spec 1 §9: menu navigation waits 200 ms, so the menu's own animation finishes first. */
const NAVIGATION_DELAY_MS = 200;

export function SideMenu() {
  const menu = usePlatform((s) => s.menu);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The user's own choice, kept across visits; and the narrow-screen collapse, which is not a choice.
  const [chosen, setChosen] = useState(() => localStorage.getItem('esee.siderCollapsed') === '1');
  const [narrow, setNarrow] = useState(false);
  const collapsed = chosen || narrow || isMenuCollapsed(pathname);
  const items = useMemo(() => sideMenuItems(menu), [menu]);
  const selected = selectedKey(menu, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(menu, selected));
  // On navigation, open the submenus leading to the new page (keeping those the user opened).
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    setOpenKeys((keys) => [...new Set([...keys, ...openKeysFor(menu, selected)])]);
  }

  const toggle = (value: boolean, type: 'clickTrigger' | 'responsive') => {
    if (type !== 'clickTrigger') return;
    setChosen(value);
    if (!value) setNarrow(false);
    localStorage.setItem('esee.siderCollapsed', value ? '1' : '0');
  };

  return (
    <Layout.Sider
      width={205}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      onBreakpoint={setNarrow}
      onCollapse={toggle}
      breakpoint="lg"
      theme="light"
      className={styles.sider}
      data-testid="side-menu"
    >
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => setTimeout(() => navigate(key), NAVIGATION_DELAY_MS)}
      />
    </Layout.Sider>
  );
}
