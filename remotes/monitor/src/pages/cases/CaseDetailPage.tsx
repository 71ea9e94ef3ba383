import { Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CaseDetail } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, EventList, FailedState, KeyValueList, Section } from '@esee/ui';
import { casesApi } from '../../api/cases';
import { LEVEL_COLOR } from '../alerts/AlertDetail';
import { CaseAttachments } from './CaseAttachments';
import { CaseDecisionForm } from './CaseDecisionForm';
import { CaseStatusTag, DueDate } from './caseTags';

/** `/apps/monitor/caseDetail?id=`: a case's facts, its alerts, the decision form, attachments and history. */
export default function CaseDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const c = useLoad(() => (id > 0 ? casesApi.detail(id) : Promise.reject(new Error('no id'))), [id]);
  usePageTitle(c.data ? `案件：${c.data.title}` : '案件详情');
  const crumbs = [{ title: '案件处置', to: '/apps/monitor/cases' }, { title: '案件详情' }];
  return (
    <>
      <BackBar crumbs={crumbs} />
      {c.status === 'failed' ? (
        !(id > 0) || isNotFound(c.error) ? (
          <Result status="404" title="案件不存在" data-testid="case-not-found" />
        ) : (
          <FailedState onRetry={c.reload} />
        )
      ) : !c.data ? (
        <Skeleton active />
      ) : (
        <CaseView detail={c.data} reload={c.reload} />
      )}
    </>
  );
}

function CaseView({ detail: d, reload }: { detail: CaseDetail; reload: () => void }) {
  return (
    <Card
      title={
        <Space>
          <span data-testid="case-title">
            {d.entName} · {d.title}
          </span>
          <CaseStatusTag status={d.status} />
        </Space>
      }
      data-testid="case-detail"
    >
      <KeyValueList
        testId="case-facts"
        items={[
          { label: '企业', value: <CompanyLink entId={d.entId} name={d.entName} /> },
          { label: '状态', value: d.status },
          { label: '处理人', value: d.assigneeName },
          { label: '团队', value: d.teamName },
          { label: '处理期限', value: <DueDate dueDate={d.dueDate} overdue={d.overdue} /> },
          { label: '创建人', value: d.openedBy },
          { label: '创建时间', value: d.createdAt },
          { label: '更新时间', value: d.updatedAt },
          { label: '处置理由', value: d.decision, wide: true },
        ]}
      />
      <Section title="预警" count={d.alerts.length}>
        <EventList
          testId="case-alerts"
          items={d.alerts.map((a, i) => ({
            key: a.alertId ?? `gone-${i}`,
            children: (
              <Space orientation="vertical" size={2}>
                <Space wrap>
                  <Tag color={LEVEL_COLOR[a.level]}>{a.level}</Tag>
                  {a.alertId ? (
                    <Link to={`/apps/monitor/optionalDetail?id=${a.alertId}`} data-testid="case-alert-link">
                      {a.title}
                    </Link>
                  ) : (
                    a.title
                  )}
                  {a.eventDate && <Typography.Text type="secondary">{a.eventDate}</Typography.Text>}
                </Space>
                <Typography.Text>{a.summary}</Typography.Text>
              </Space>
            ),
          }))}
        />
      </Section>
      {d.canAct && (
        <Section title="处置">
          <CaseDecisionForm key={`${d.updatedAt}-${d.events.length}`} detail={d} onSaved={reload} />
        </Section>
      )}
      <Section title="附件" count={d.attachments.length}>
        <CaseAttachments caseId={d.caseId} files={d.attachments} canAct={d.canAct} onUploaded={reload} />
      </Section>
      <Section title="处置记录（北京时间）" count={d.events.length}>
        <EventList
          testId="case-history"
          items={d.events.map((e) => ({
            key: e.eventId,
            children: (
              <Space orientation="vertical" size={2}>
                <Typography.Text type="secondary">
                  {e.time} · {e.userName}
                </Typography.Text>
                <Typography.Text>
                  <strong>{e.action}</strong>：{e.detail}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      </Section>
    </Card>
  );
}
