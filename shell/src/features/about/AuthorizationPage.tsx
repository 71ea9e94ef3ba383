import { useEffect } from 'react';
import { Alert, Card, Col, Descriptions, Progress, Row, Tag, Typography } from 'antd';
import { ActStatus, MenuId, SOLUTIONS, type OwnLicence, type ServerMenuNode } from '@esee/contracts';
import { http } from '@esee/http';
import { useLoad } from '@esee/react';
import { useRight, useSession } from '@esee/session';
import { menuSection, usePlatform } from '../session/platformStore';
import { settleTrace } from '../trace/menuTrace';

const leavesOf = (node: ServerMenuNode): ServerMenuNode[] =>
  node.subMenus.length ? node.subMenus.flatMap(leavesOf) : [node];

/** The institution's licence: only its managers (`fmk`) may read it. */
function LicenceCard() {
  const licence = useLoad(() => http.get<OwnLicence>('/esee/institution/licence', undefined, { silent: true }), []);
  if (licence.status !== 'ok') return null;
  const { validUntil, daysLeft, seatLimit, seatsUsed } = licence.data;
  return (
    <Card title="机构授权" style={{ marginBottom: 16 }} data-testid="authorization-licence">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="服务有效期至">{validUntil ?? '长期'}</Descriptions.Item>
        <Descriptions.Item label="剩余天数">
          {daysLeft === null ? '—' : daysLeft <= 30 ? <Tag color="orange">{daysLeft} 天</Tag> : `${daysLeft} 天`}
        </Descriptions.Item>
        <Descriptions.Item label="已用席位">
          {seatsUsed}
          {seatLimit !== null && ` / ${seatLimit}`}
        </Descriptions.Item>
      </Descriptions>
      {seatLimit !== null && <Progress percent={Math.round((seatsUsed / Math.max(seatLimit, 1)) * 100)} size="small" />}
    </Card>
  );
}

/**
 * `/authorizationGD` 使用授权 (spec 1 §2, content not shown): what this account is authorised to use — the
 * institution's solutions, and per solution and app the pages granted and not granted — and, for the
 * institution's managers, the licence (service end, seats). Read from the same menu and rights the side menu
 * is drawn from, so it says exactly what the user can open.
 */
export default function AuthorizationPage() {
  const { menu, supportApps } = usePlatform();
  const user = useSession((s) => s.user);
  const manager = useRight('fmk');
  useEffect(() => settleTrace(ActStatus.CONFIRMED), []);
  const areas = [...menuSection(menu, MenuId.SOLUTIONS), ...menuSection(menu, MenuId.APPS)];
  return (
    <div data-testid="authorization-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        使用授权
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`${user?.name ?? ''}，您的账号属于 ${user?.instName ?? ''}（${user?.instCode ?? ''}）。`}
        description={`机构已开通：${supportApps.map((k) => SOLUTIONS[k].title).join('、') || '无解决方案'}。未授权的功能请联系贵机构管理员开通。`}
      />
      {manager && <LicenceCard />}
      <Row gutter={[16, 16]}>
        {areas.map((area) => {
          const leaves = leavesOf(area).filter((n) => !n.planned);
          const granted = area.available === 0 ? [] : leaves.filter((n) => n.available !== 0);
          const refused = leaves.filter((n) => !granted.includes(n));
          return (
            <Col key={String(area.id)} xs={24} lg={12}>
              <Card
                size="small"
                title={area.menuName}
                extra={`已授权 ${granted.length} / ${leaves.length}`}
                data-testid="authorization-area"
              >
                {granted.map((n) => (
                  <Tag key={String(n.id)} color="blue" data-testid="authorization-granted">
                    {n.menuName}
                  </Tag>
                ))}
                {refused.map((n) => (
                  <Tag key={String(n.id)} data-testid="authorization-refused">
                    {n.menuName}（未授权）
                  </Tag>
                ))}
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
