import { Card, Col, Row, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { manifestPages, type MenuEntry, type RemoteManifestSource } from '@esee/contracts';

const ON_HOME = new Set(['side', 'page']);

/**
 * The landing page of a solution or app: its entries as cards. `canOpen`
 * decides which the user may open; the others are not shown. Entries not
 * built yet are listed apart, greyed and marked 建设中, never as links.
 * While `loading` (what `canOpen` needs is still on its way) no tile is
 * shown, so the tiles appear at once rather than one by one.
 */
export function RemoteHome({
  manifest,
  canOpen,
  subtitle,
  loading = false,
}: {
  manifest: RemoteManifestSource;
  canOpen: (entry: MenuEntry) => boolean;
  subtitle?: string;
  loading?: boolean;
}) {
  const entries = manifestPages(manifest.menu).filter(
    (e) => e.path !== manifest.home && (e.tile || ON_HOME.has(e.placement ?? 'side')) && canOpen(e),
  );
  const ready = entries.filter((e) => !e.planned);
  const planned = entries.filter((e) => e.planned);
  return (
    <div data-testid={`remote-home-${manifest.name}`} aria-busy={loading}>
      <Typography.Title level={3}>{manifest.title}</Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      {loading ? <Skeleton active paragraph={{ rows: 2 }} /> : <Tiles ready={ready} planned={planned} />}
    </div>
  );
}

function Tiles({ ready, planned }: { ready: MenuEntry[]; planned: MenuEntry[] }) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {ready.map((e) => (
          <Col key={e.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={e.path} data-testid="home-tile">
              <Card hoverable size="small">
                {e.title}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {planned.length > 0 && (
        <>
          <Typography.Title level={5} type="secondary" style={{ marginTop: 32 }}>
            建设中的功能
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {planned.map((e) => (
              <Col key={e.path} xs={24} sm={12} lg={8} xl={6}>
                <Card
                  size="small"
                  aria-disabled
                  style={{ background: '#fafafa', color: 'rgba(0, 0, 0, 0.45)', cursor: 'default' }}
                  data-testid="planned-tile"
                >
                  {e.title} <Tag>建设中</Tag>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
