import { Button, Card, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, FolderAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { COMPANY_GRAPH_KINDS, COMPANY_GRAPH_TITLES, type EnterpriseInfo } from '@esee/contracts';
import { useRight } from '@esee/session';
import { downloadFile, integrationSource, trackPoint } from '@esee/http';
import {
  CompanyStatusTag,
  displayText,
  DownloadButton,
  formatDate,
  formatMoney,
  personHref,
  SystemLinks,
} from '@esee/ui';
import { CorrectionsButton } from './corrections/Corrections';
import { RelatedPartyTag } from './RelatedPartyTag';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span style={{ minWidth: 0 }}>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      {children}
    </span>
  );
}

/** The header card (spec 2 §2): name, status, tags, codes, legal representative, capital, date, address, former names. */
/** The institution's systems a company's detail links to (each shown only where the institution set it). */
const BANK_SYSTEMS = ['TOKEN_BS', 'TOKEN_CRS', 'BLACKLIST'] as const;

export function CompanyHeader({ info, onAddToProject }: { info: EnterpriseInfo; onAddToProject: () => void }) {
  const canExport = useRight('marketing:export');
  return (
    <Card data-testid="company-header" style={{ marginBottom: 16 }} styles={{ body: { padding: '20px 24px' } }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div
          aria-hidden
          style={{
            width: 64,
            height: 64,
            flex: 'none',
            borderRadius: 8,
            background: '#1677ff',
            color: '#fff',
            fontSize: 22,
            display: 'grid',
            placeItems: 'center',
            letterSpacing: 2,
          }}
        >
          {info.name.replace(/^(.*?[市省区县])/, '').slice(0, 2) || info.name.slice(0, 2)}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap size={8} style={{ marginBottom: 8 }}>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="company-name">
              {info.name}
            </Typography.Title>
            <CompanyStatusTag status={info.status} />
            {info.tags.map((t) => (
              <Tag key={t} color="blue" bordered={false}>
                {t}
              </Tag>
            ))}
            <RelatedPartyTag entId={info.entId} />
          </Space>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: '6px 24px' }}
          >
            <Fact label="法定代表人">
              {info.legalRep && info.legalRepId ? (
                <a href={personHref(info.legalRepId)} target="_blank" rel="noopener noreferrer">
                  {info.legalRep}
                </a>
              ) : (
                displayText(info.legalRep)
              )}
            </Fact>
            <Fact label="注册资本">{formatMoney(info.regCapital, info.regCapitalCurrency)}</Fact>
            <Fact label="成立日期">{formatDate(info.estDate)}</Fact>
            <Fact label="统一社会信用代码">
              {info.creditCode ? <Typography.Text copyable>{info.creditCode}</Typography.Text> : '-'}
            </Fact>
            <Fact label="电话">{displayText(info.phone)}</Fact>
            <Fact label="邮箱">{displayText(info.email)}</Fact>
            <Fact label="官网">{displayText(info.website)}</Fact>
            <Fact label="地址">
              <Tooltip title={info.address}>{displayText(info.address)}</Tooltip>
            </Fact>
          </div>
          {info.formerNames.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <Fact label="曾用名">{info.formerNames.join('，')}</Fact>
            </div>
          )}
        </div>
        <Space direction="vertical">
          {canExport && (
            <DownloadButton
              testId="export-base-info"
              download={() => {
                trackPoint('detail.export', { entId: info.entId });
                return downloadFile('/esee/baseinfo/exportBaseInfo', { eid: info.entId });
              }}
            >
              导出基本信息
            </DownloadButton>
          )}
          <Button icon={<FolderAddOutlined />} onClick={onAddToProject}>
            加入项目
          </Button>
          {/* The graphs open full screen, in a new tab beside the detail. */}
          <Dropdown
            menu={{
              items: COMPANY_GRAPH_KINDS.map((kind) => ({
                key: kind,
                label: (
                  <Link
                    to={`/EntChartsNew/${kind}?entId=${encodeURIComponent(info.entId)}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {COMPANY_GRAPH_TITLES[kind]}
                  </Link>
                ),
              })),
            }}
          >
            <Button icon={<ApartmentOutlined />} data-testid="company-graphs">
              关系图谱
            </Button>
          </Dropdown>
          <CorrectionsButton entId={info.entId} />
          <SystemLinks
            source={integrationSource}
            keys={BANK_SYSTEMS}
            query={{ entId: info.entId, entName: info.name }}
          />
        </Space>
      </div>
    </Card>
  );
}
