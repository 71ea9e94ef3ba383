import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../session/platformStore';
import { openKeysFor, selectedKey, sideMenuItems } from './menuItems';

/** Spec 1 §9: menu navigation waits 200 ms, so the menu's own animation finishes first. */
const NAVIGATION_DELAY_MS = 200;

export function SideMenu() {
  const menu = usePlatform((s) => s.menu);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem('esee.siderCollapsed') === '1');
  const items = useMemo(() => sideMenuItems(menu), [menu]);
  const selected = selectedKey(menu, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(menu, selected));
  // On navigation, open the submenus leading to the new page (keeping those the user opened).
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    setOpenKeys((keys) => [...new Set([...keys, ...openKeysFor(menu, selected)])]);
  }

  const toggle = (value: boolean) => {
    setCollapsed(value);
    localStorage.setItem('esee.siderCollapsed', value ? '1' : '0');
  };

  return (
    <Layout.Sider
      width={205}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      onCollapse={toggle}
      breakpoint="lg"
      theme="light"
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
