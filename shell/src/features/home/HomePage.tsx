import { useEffect } from 'react';
import { Card, Col, Row, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ActStatus, MenuId, type ServerMenuNode } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useSession } from '@esee/session';
import { CompanySearch } from '@esee/ui';
import { openCompany } from '../search/openCompany';
import { menuSection, usePlatform } from '../session/platformStore';
import { iconOf } from '../layout/menuIcons';
import { settleTrace } from '../trace/menuTrace';
import { MyWork } from './MyWork';
import styles from './HomePage.module.css';

/** A menu tile; an entry with `available: 0` is greyed and not clickable (spec 1 §2). */
function Tile({ node }: { node: ServerMenuNode }) {
  const navigate = useNavigate();
  const disabled = node.available === 0;
  const card = (
    <Card
      hoverable={!disabled}
      className={disabled ? styles.disabled : styles.tile}
      onClick={disabled ? undefined : () => navigate(node.modelPath)}
      data-testid={`tile-${node.id}`}
      aria-disabled={disabled}
    >
      <span className={styles.icon}>{iconOf(node.icon)}</span>
      <span className={styles.name}>{node.menuName}</span>
      {disabled && <span className={styles.badge}>未开通权限</span>}
    </Card>
  );
  return disabled ? <Tooltip title="暂无权限，请联系管理员">{card}</Tooltip> : card;
}

function Section({ title, nodes }: { title: string; nodes: ServerMenuNode[] }) {
  if (!nodes.length) return null;
  return (
    <section className={styles.section}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Row gutter={[16, 16]}>
        {nodes.map((n) => (
          <Col key={String(n.id)} xs={24} sm={12} lg={6}>
            <Tile node={n} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** The landing page after sign-in (`/main`): banner, what waits for this user (我的工作), and their solutions and apps as tiles. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  const menu = usePlatform((s) => s.menu);
  useEffect(() => settleTrace(ActStatus.CONFIRMED), []);
  return (
    <div data-testid="home-page">
      <section className={styles.banner}>
        <div className={styles.bannerText}>
          <h1>企业信息与风险筛查</h1>
          <p>
            {user?.instName}（{user?.instCode}） · 查企业、看关系、控风险
          </p>
          <div className={styles.search}>
            <CompanySearch source={companySearchSource} onPick={openCompany} />
          </div>
        </div>
      </section>
      <div className={styles.body}>
        <MyWork />
        <Section title="解决方案" nodes={menuSection(menu, MenuId.SOLUTIONS)} />
        <Section title="应用" nodes={menuSection(menu, MenuId.APPS)} />
      </div>
    </div>
  );
}
