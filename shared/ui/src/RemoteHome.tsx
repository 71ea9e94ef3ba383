import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { MenuEntry, RemoteManifestSource } from '@esee/contracts';

/** Flatten menu groups to the entries a user can open. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((e) => (e.children?.length ? e.children : [e]));
}

const ON_HOME = new Set(['side', 'page']);

/**
 * The landing page of a solution or app: its entries as cards. `canOpen`
 * decides which the user may open; the others are not shown.
 */
export function RemoteHome({
  manifest,
  canOpen,
  subtitle,
}: {
  manifest: RemoteManifestSource;
  canOpen: (permission: string | undefined) => boolean;
  subtitle?: string;
}) {
  const entries = menuLeaves(manifest.menu).filter(
    (e) => e.path !== manifest.home && ON_HOME.has(e.placement ?? 'side') && canOpen(e.permission),
  );
  return (
    <div data-testid={`remote-home-${manifest.name}`}>
      <Typography.Title level={3}>{manifest.title}</Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      <Row gutter={[16, 16]}>
        {entries.map((e) => (
          <Col key={e.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={e.path}>
              <Card hoverable size="small">
                {e.title}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
