import { Descriptions, Tag } from 'antd';
import { RECORD_KINDS } from '@esee/contracts';
import { companyHref, CompanyLink } from '@esee/ui';
import { useLoad } from '@esee/react';
import { monitorApi, type Alert } from '../../api/monitor';
import { DerivedEvidence } from './DerivedEvidence';

export const LEVEL_COLOR: Record<string, string> = { 高风险: 'red', 中风险: 'orange', 警示: 'gold' };

/** The company-detail tab that lists what an alert is about: the record's kind, or 基本信息 for changes. */
const tabOf = (a: Alert) =>
  a.source === 'record' ? (RECORD_KINDS.find((k) => k.kind === a.kind)?.tab ?? 'overview') : 'essential';

/**
 * One alert: what changed, when, and the way to the record on the company's page; a derived alert (受益所有人变更,
 * 实际控制人变更) also its evidence: before and after, the ownership paths and the records they rest on.
 */
export function AlertDetail({ alert }: { alert: Alert }) {
  return (
    <>
      <AlertFacts alert={alert} />
      {alert.evidence && (
        <div style={{ marginTop: 16 }}>
          <DerivedEvidence evidence={alert.evidence} />
        </div>
      )}
    </>
  );
}

/**
 * An alert opened from the list: the row's facts at once, and a derived alert's evidence once its detail has loaded
 * (the list's rows carry none).
 */
export function ListedAlertDetail({ alert }: { alert: Alert }) {
  const full = useLoad(
    () => (alert.source === 'derived' ? monitorApi.alert(alert.alertId) : Promise.resolve(alert)),
    [alert.alertId],
  );
  return <AlertDetail alert={full.data ?? alert} />;
}

function AlertFacts({ alert }: { alert: Alert }) {
  return (
    <Descriptions column={1} size="small" bordered data-testid="alert-detail-body">
      <Descriptions.Item label="企业">
        <CompanyLink entId={alert.entId} name={alert.entName} />
      </Descriptions.Item>
      <Descriptions.Item label="预警类型">{alert.title}</Descriptions.Item>
      <Descriptions.Item label="预警级别">
        <Tag color={LEVEL_COLOR[alert.level]}>{alert.level}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="预警内容">{alert.summary}</Descriptions.Item>
      <Descriptions.Item label="发生日期">{alert.eventDate ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="预警时间">{alert.alertTime}</Descriptions.Item>
      <Descriptions.Item label="原始记录">
        <a
          href={companyHref({ entId: alert.entId, companyName: alert.entName, tab: tabOf(alert) })}
          target="_blank"
          rel="noreferrer"
          data-testid="alert-record-link"
        >
          在企业详情中查看
        </a>
      </Descriptions.Item>
    </Descriptions>
  );
}
