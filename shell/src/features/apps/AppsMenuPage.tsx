import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Empty, Input, Row, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { ActStatus, MenuId, type ServerMenuNode } from '@esee/contracts';
import { menuSection, usePlatform } from '../session/platformStore';
import { iconOf } from '../layout/menuIcons';
import { settleTrace } from '../trace/menuTrace';
import styles from './AppsMenuPage.module.css';

/** A page of a solution or app: a link, greyed without the right, marked while it is being built. */
function Entry({ node }: { node: ServerMenuNode }) {
  if (node.planned)
    return (
      <span className={styles.off} data-testid="apps-entry-planned">
        {node.menuName} <small>建设中</small>
      </span>
    );
  if (node.available === 0)
    return (
      <Tooltip title="暂无权限，请联系管理员">
        <span className={styles.off} data-testid="apps-entry-unavailable">
          {node.menuName}
        </span>
      </Tooltip>
    );
  return (
    <Link to={node.modelPath} className={styles.link} data-testid="apps-entry">
      {node.menuName}
    </Link>
  );
}

/** The entries under a solution or app, in its menu's groups; those not matching `filter` left out. */
function groupsOf(node: ServerMenuNode, filter: string): { title: string; entries: ServerMenuNode[] }[] {
  const fits = (n: ServerMenuNode) => !filter || n.menuName.includes(filter) || node.menuName.includes(filter);
  const loose = node.subMenus.filter((n) => !n.subMenus.length && fits(n));
  const groups = node.subMenus
    .filter((n) => n.subMenus.length)
    .map((g) => ({ title: g.menuName, entries: g.subMenus.filter((n) => fits(n) || g.menuName.includes(filter)) }));
  return [{ title: '', entries: loose }, ...groups].filter((g) => g.entries.length);
}

function AreaCard({ node, filter }: { node: ServerMenuNode; filter: string }) {
  const groups = groupsOf(node, filter);
  if (!groups.length) return null;
  const off = node.available === 0;
  return (
    <Col xs={24} lg={12} xxl={8}>
      <Card
        data-testid="apps-area"
        title={
          <span className={styles.areaTitle}>
            {iconOf(node.icon)}
            {off ? node.menuName : <Link to={node.modelPath}>{node.menuName}</Link>}
          </span>
        }
        extra={off ? <span className={styles.off}>未开通权限</span> : null}
      >
        {groups.map((g) => (
          <div key={g.title} className={styles.group}>
            {g.title && <div className={styles.groupTitle}>{g.title}</div>}
            <div className={styles.entries}>
              {g.entries.map((e) => (
                <Entry key={String(e.id)} node={off ? { ...e, available: 0 } : e} />
              ))}
            </div>
          </div>
        ))}
      </Card>
    </Col>
  );
}

/**
 * `/apps/home/menu`, the home of the spec's `/apps` layout (spec 1 §2; `/apps` and `/apps/simpleSearch` lead
 * here): every solution and app of this user with all their pages on one screen, and a box to find a page by
 * its name. The same menu as the side menu, so it offers nothing the user cannot open.
 */
export default function AppsMenuPage() {
  const menu = usePlatform((s) => s.menu);
  const [filter, setFilter] = useState('');
  useEffect(() => settleTrace(ActStatus.CONFIRMED), []);
  const areas = useMemo(() => [...menuSection(menu, MenuId.SOLUTIONS), ...menuSection(menu, MenuId.APPS)], [menu]);
  const needle = filter.trim();
  const shown = areas.filter((a) => groupsOf(a, needle).length);
  return (
    <div data-testid="apps-menu-page">
      <div className={styles.head}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          全部应用
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder="查找功能，如：关系发现"
          style={{ maxWidth: 320 }}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="apps-filter"
        />
      </div>
      {shown.length ? (
        <Row gutter={[16, 16]}>
          {shown.map((a) => (
            <AreaCard key={String(a.id)} node={a} filter={needle} />
          ))}
        </Row>
      ) : (
        <Empty description={needle ? `没有名称含“${needle}”的功能` : '暂无可用功能'} data-testid="apps-empty" />
      )}
    </div>
  );
}
