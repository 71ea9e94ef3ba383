import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { GENERATE_REPORT_RIGHT, REPORT_LIST_PERMISSION, type EnterpriseInfo } from '@esee/contracts';
import { useRight } from '@esee/session';
import { CompanyStatusTag, KeyValueList, companyHref, formatDate, formatMoney } from '@esee/ui';
import { GenerateReportDialog } from '../reports/GenerateReportDialog';

/** The header card of 单企业查询: who the company is, and the way into its full detail. */
export function CompanyCard({ info }: { info: EnterpriseInfo }) {
  const navigate = useNavigate();
  const currency = info.regCapitalCurrency || '人民币';
  // The report lands in 画像生成记录: generating needs that page too.
  const mayGenerate = useRight(GENERATE_REPORT_RIGHT);
  const mayList = useRight(REPORT_LIST_PERMISSION);
  const canReport = mayGenerate && mayList;
  const [reportDialog, setReportDialog] = useState(false);
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="ent-card">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}>
        <div style={{ minWidth: 0 }}>
          <Space size={8} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="ent-card-name">
              {info.name}
            </Typography.Title>
            <CompanyStatusTag status={info.status} />
          </Space>
          {info.tags.length > 0 && (
            <div style={{ marginTop: 8 }} data-testid="ent-card-tags">
              {info.tags.map((t) => (
                <Tag key={t} color="blue">
                  {t}
                </Tag>
              ))}
            </div>
          )}
        </div>
        <Space>
          {canReport && (
            <Button icon={<FilePdfOutlined />} onClick={() => setReportDialog(true)} data-testid="ent-generate-report">
              生成画像报告
            </Button>
          )}
          <Button
            type="primary"
            icon={<FileSearchOutlined />}
            onClick={() => void navigate(companyHref({ entId: info.entId }))}
            data-testid="ent-open-detail"
          >
            查看企业详情
          </Button>
        </Space>
      </div>
      <GenerateReportDialog
        open={reportDialog}
        company={{ entId: info.entId, name: info.name }}
        onClose={() => setReportDialog(false)}
      />
      <div style={{ marginTop: 12 }}>
        <KeyValueList
          testId="ent-card-facts"
          items={[
            { label: '统一社会信用代码', value: info.creditCode },
            { label: '注册号', value: info.regNo },
            { label: '法定代表人', value: info.legalRep },
            { label: '成立日期', value: formatDate(info.estDate) },
            { label: '注册资本', value: formatMoney(info.regCapital, currency) },
            { label: '实缴资本', value: formatMoney(info.paidCapital, currency) },
            { label: '所属行业', value: info.industryName },
            { label: '所属地区', value: info.region },
            { label: '联系电话', value: info.phone },
            { label: '邮箱', value: info.email },
            { label: '注册地址', value: info.address, wide: true },
          ]}
        />
      </div>
    </Card>
  );
}
