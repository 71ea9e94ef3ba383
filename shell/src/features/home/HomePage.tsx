import { Card, Col, Row, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { MenuId, type ServerMenuNode } from '@esee/contracts';
import { useSession } from '@esee/session';
import { menuSection, usePlatform } from '../session/platformStore';
import { iconOf } from '../layout/menuItems';
import styles from './HomePage.module.css';

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

/** The landing page after sign-in (`/main`): the solutions and apps of this user. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  const menu = usePlatform((s) => s.menu);
  return (
    <div data-testid="home-page">
      <Typography.Paragraph type="secondary">
        {user?.instName}（{user?.instCode}）
      </Typography.Paragraph>
      <Section title="解决方案" nodes={menuSection(menu, MenuId.SOLUTIONS)} />
      <Section title="应用" nodes={menuSection(menu, MenuId.APPS)} />
    </div>
  );
}
