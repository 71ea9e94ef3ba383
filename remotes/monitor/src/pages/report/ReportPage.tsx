import { useState } from 'react';
import { Card, Col, DatePicker, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyLink, DataTable, FailedState, PageTitle, StatRow } from '@esee/ui';
import { monitorApi } from '../../api/monitor';
import { EmptyBecause, NotMonitoringYet } from '../../components/NotMonitoringYet';
import { useGroups } from '../../groups/useGroups';
import { today } from '@esee/http';

const LEVEL_COLOR: Record<string, string> = { 高风险: 'red', 中风险: 'orange', 警示: 'gold' };

/** `/apps/monitor/optionalReport`: what happened to a group's companies in a period. */
export default function ReportPage() {
  usePageTitle('监控报告');
  const [groupId, setGroupId] = useState(0);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(today(-30)), dayjs(today())]);
  const groups = useGroups();
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const report = useLoad(() => monitorApi.report(groupId, from, to), [groupId, from, to]);
  const r = report.data;
  return (
    <Card data-testid="report-page">
      <PageTitle>监控报告</PageTitle>
      {groups.monitored === 0 ? (
        <NotMonitoringYet shows="它们的预警统计和登记状态变更" />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <Select
              style={{ width: 180 }}
              value={groupId}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="report-group"
              options={(groups.list.length ? groups.list : [{ groupId: 0, groupName: '全部分组' }]).map((g) => ({
                value: g.groupId,
                label: g.groupName,
              }))}
              onChange={setGroupId}
            />
            <DatePicker.RangePicker
              allowClear={false}
              value={range}
              onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            />
          </Space>
          {report.status === 'failed' ? (
            <FailedState onRetry={report.reload} />
          ) : !r ? (
            <Skeleton active />
          ) : (
            <>
              <StatRow
                style={{ marginBottom: 16 }}
                stats={[
                  { title: '监控企业', value: r.companies, suffix: '家' },
                  { title: '预警', value: r.alerts, suffix: '条' },
                  ...['高风险', '中风险', '警示'].map((level) => ({
                    key: level,
                    span: 4,
                    title: level,
                    value: r.byLevel.find((l) => l.level === level)?.count ?? 0,
                  })),
                ]}
              />
              {r.companies === 0 ? (
                <EmptyBecause>「{r.groupName}」中还没有监控企业</EmptyBecause>
              ) : r.alerts === 0 ? (
                <EmptyBecause>
                  所选条件下没有预警：「{r.groupName}」的 {r.companies} 家企业在 {r.dateFrom} 至 {r.dateTo} 没有预警
                </EmptyBecause>
              ) : (
                <Row gutter={16}>
                  <Col span={10}>
                    <Typography.Title level={5}>预警类型</Typography.Title>
                    <DataTable
                      testId="report-by-kind"
                      size="small"
                      showAll
                      rowKey={(k) => k.title}
                      rows={r.byKind}
                      columns={[
                        { key: 'title', title: '类型' },
                        { key: 'count', title: '数量', width: 80, align: 'right' },
                      ]}
                    />
                  </Col>
                  <Col span={14}>
                    <Typography.Title level={5}>预警最多的企业</Typography.Title>
                    <DataTable
                      testId="report-top-companies"
                      size="small"
                      rowKey={(c) => c.entId}
                      rows={r.topCompanies}
                      columns={[
                        {
                          key: 'entName',
                          title: '企业',
                          render: (c) => <CompanyLink entId={c.entId} name={c.entName} />,
                        },
                        { key: 'alerts', title: '预警', width: 70, align: 'right' },
                        {
                          key: 'high',
                          title: '高风险',
                          width: 80,
                          align: 'right',
                          render: (c) => (c.high ? <Tag color={LEVEL_COLOR['高风险']}>{c.high}</Tag> : 0),
                        },
                      ]}
                    />
                  </Col>
                </Row>
              )}
              {r.statusChanges.length > 0 && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 16 }}>
                    登记状态变更
                  </Typography.Title>
                  <DataTable
                    testId="report-status-changes"
                    size="small"
                    rowKey={(s) => `${s.entName}${s.date}${s.summary}`}
                    rows={r.statusChanges}
                    columns={[
                      { key: 'entName', title: '企业' },
                      { key: 'summary', title: '变更' },
                      { key: 'date', title: '日期', width: 120 },
                    ]}
                  />
                </>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
