import { useEffect } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import { ActStatus, SOLUTIONS } from '@esee/contracts';
import { useSession } from '@esee/session';
import { DataTable } from '@esee/ui';
import { usePlatform } from '../session/platformStore';
import { SERVICE_HOURS, useServiceContacts } from '../layout/serviceContacts';
import { settleTrace } from '../trace/menuTrace';

/**
 * `/aboutus` 关于我们 (spec 1 §2, content not shown): what the product is, who to call, and which version of
 * each part this user runs (the remotes are versioned and pinned per institution, so support asks for them).
 */
export default function AboutPage() {
  const { site, remotes, supportApps } = usePlatform();
  const user = useSession((s) => s.user);
  const contacts = useServiceContacts();
  useEffect(() => settleTrace(ActStatus.CONFIRMED), []);
  return (
    <div data-testid="about-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        关于我们
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="about-product">
          {site?.productName}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          面向银行、证券等金融机构的企业信息与风险筛查平台：查企业、查人员、看股权与控制关系，批量导入名单匹配企业，
          监控企业风险，并提供对公银行助手、合作方风险管理、投行助手与同一客户管理四个解决方案。
        </Typography.Paragraph>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label="使用机构">
            {user?.instName}（{user?.instCode}）
          </Descriptions.Item>
          <Descriptions.Item label="已开通解决方案">
            {supportApps.map((k) => SOLUTIONS[k].title).join('、') || '无'}
          </Descriptions.Item>
          <Descriptions.Item label="客服电话">
            <span data-testid="about-phone">{contacts.phone || '请联系贵机构管理员'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="服务邮箱">{contacts.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="服务时间">{SERVICE_HOURS}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="版本信息" data-testid="about-versions">
        <DataTable
          testId="about-version-table"
          size="small"
          showAll
          rowKey={(r) => r.name}
          rows={remotes}
          columns={[
            { key: 'title', title: '模块' },
            { key: 'name', title: '标识' },
            { key: 'version', title: '版本', render: (r) => <code>{r.version}</code> },
          ]}
        />
      </Card>
    </div>
  );
}
