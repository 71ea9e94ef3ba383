import { Card, Col, Collapse, Empty, Result, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SUPERVISION_TYPES, type ReviewDetail, type SupervisionType } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, DownloadButton, EventList, FailedState, formatDate, KeyValueList } from '@esee/ui';
import { supervisionApi } from '../../api/supervision';
import { associationHref, bondListHref, listPath } from './paths';
import { AnswerSummary, FileIcon, StatusTag, yiOf } from './format';
import { IssuerFinancials } from './IssuerFinancials';

const STAGE_COLOR: Record<string, string> = {
  TERMINATED: '#8c8c8c',
  SUSPENDED: '#fa8c16',
  REGISTERED: '#52c41a',
  ISSUED: '#52c41a',
  COMMITTEE: '#722ed1',
};

function Milestones({ d }: { d: ReviewDetail }) {
  const items = [...d.milestones].reverse().map((m, i) => ({
    key: `${m.date}-${i}`,
    color: i === 0 ? (STAGE_COLOR[m.stage] ?? '#1677ff') : '#d9d9d9',
    children: (
      <div data-testid="review-milestone">
        <Typography.Text strong>{m.label}</Typography.Text>
        <div style={{ color: '#8c8c8c', fontSize: 12 }}>{formatDate(m.date)}</div>
      </div>
    ),
  }));
  return <EventList items={items} testId="review-milestones" />;
}

function Intermediaries({ d }: { d: ReviewDetail }) {
  return (
    <div data-testid="review-intermediaries">
      {d.intermediaries.map((m) => (
        <div
          key={m.role}
          style={{ padding: '6px 0', borderBottom: '1px dashed #f0f0f0' }}
          data-testid="review-intermediary"
        >
          <Typography.Text type="secondary">{m.role}：</Typography.Text>
          <Typography.Text strong>{m.name}</Typography.Text>
          <div style={{ fontSize: 12, marginTop: 2 }}>
            {m.signatories.map((s) => (
              <Tag key={`${s.title}${s.name}`} data-testid="review-signatory">
                {s.title} {s.name}
              </Tag>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** What a click on a file does, by its kind (its icon, from its extension): a browser shows a PDF, saves the rest. */
const SAVED: Partial<Record<string, string>> = { Xls: '下载 Excel 表格', Zip: '下载压缩包' };

/**
 * The files by type; a file the platform can write opens as a PDF in a new tab, or, a spreadsheet or a zip, is
 * saved under its name (busy while it is written, the refusal as a toast); the others say why they do not.
 */
function Files({ d, type }: { d: ReviewDetail; type: SupervisionType }) {
  if (!d.fileGroups.length) return <Empty description="暂无文件" />;
  return (
    <div data-testid="review-files">
      {d.fileGroups.map((g) => (
        <div key={g.fileType} style={{ marginBottom: 12 }} data-testid="review-file-group">
          <Typography.Text strong>
            {g.fileType}（{g.files.length}）
          </Typography.Text>
          {g.files.map((f) => (
            <div key={`${f.name}-${f.date}`} style={{ padding: '4px 0 4px 12px' }} data-testid="review-file">
              <Space align="start">
                <FileIcon icon={f.icon} />
                {f.openable ? (
                  <Tooltip title={SAVED[f.icon ?? ''] ?? '在新标签页查看 PDF'}>
                    <span data-testid="review-file-action" data-action={SAVED[f.icon ?? ''] ? 'save' : 'view'}>
                      <DownloadButton
                        link
                        download={() =>
                          SAVED[f.icon ?? '']
                            ? supervisionApi(type).saveFile(d.reviewId, f.name)
                            : supervisionApi(type).openFile(d.reviewId, f.name)
                        }
                        style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', wordBreak: 'break-all' }}
                        testId="review-file-open"
                      >
                        {f.name}
                      </DownloadButton>
                    </span>
                  </Tooltip>
                ) : (
                  <Tooltip title="数据源未提供该文件原文">
                    <span style={{ wordBreak: 'break-all' }}>{f.name}</span>
                  </Tooltip>
                )}
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {f.round ? `第${f.round}轮 · ` : ''}
                  {formatDate(f.date)}
                </Typography.Text>
              </Space>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function Letters({ d }: { d: ReviewDetail }) {
  if (!d.letters.length) return <Empty description="暂无问询函" />;
  return (
    <Collapse
      defaultActiveKey={[String(d.letters[0]!.round)]}
      data-testid="review-letters"
      items={d.letters.map((l) => ({
        key: String(l.round),
        label: (
          <span data-testid="review-letter">
            第{l.round}轮：{l.title}
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {formatDate(l.date)}
              {l.replyDate ? ` · 回复 ${formatDate(l.replyDate)}` : ' · 尚未回复'}
            </Typography.Text>
          </span>
        ),
        children: l.questions.map((q) => (
          <div
            key={q.no}
            style={{ padding: '6px 0', borderBottom: '1px dashed #f0f0f0' }}
            data-testid="review-question"
          >
            <Typography.Text strong>问题{q.no}</Typography.Text>
            <Tag color="blue" style={{ marginLeft: 8 }} data-testid="review-question-topic">
              {q.topic}
            </Tag>
            <div>{q.text}</div>
            {q.answer && <AnswerSummary answer={q.answer} testId="review-answer" />}
          </div>
        )),
      }))}
    />
  );
}

/**
 * One review item (`/investment/watch/{type}/detail?id=`; a bond item at `…/detailsList/bondDetails?id=`): its
 * fields, the milestones as a timeline, the intermediaries with their signatories, the files by type with their
 * icon (a PDF opening in a new tab, a spreadsheet or a zip saved), and the inquiry letters split into questions with
 * their topic tags.
 */
export default function ReviewDetailPage({ type }: { type: SupervisionType }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useLoad(() => (id ? supervisionApi(type).detail(id) : Promise.reject(new Error('no id'))), [type, id]);
  const d = detail.data;
  const title = SUPERVISION_TYPES[type].title;
  usePageTitle(d ? `${d.title ?? d.issuer} - ${title}` : title);
  const crumbs = [{ title, to: listPath(type) }, { title: d?.title ?? d?.issuer ?? '项目详情' }];
  const testId = type === 'bond' ? 'bond-detail-page' : 'review-detail-page';
  if (detail.status === 'failed')
    return (
      <div data-testid={testId}>
        <BackBar crumbs={crumbs} />
        {!id || isNotFound(detail.error) ? (
          <Result status="404" title="审核项目不存在" data-testid="review-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </div>
    );
  return (
    <div data-testid={testId}>
      <BackBar crumbs={crumbs} />
      <Card loading={!d} style={{ marginBottom: 16 }}>
        {d && (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="review-detail-title">
              {d.title ?? d.issuer}
            </Typography.Title>
            <Space wrap>
              <StatusTag status={d.status} statusKey={d.statusKey} />
              <Tag>{d.stageLabel}</Tag>
              <Tag>{d.statusKeyLabel}</Tag>
              <Link to={associationHref(d.companyId)} data-testid="review-association-link">
                该发行人的全部审核项目
              </Link>
              {type === 'bond' && <Link to={bondListHref(d.companyId)}>该发行人的债券项目</Link>}
            </Space>
            <KeyValueList
              testId="review-basic"
              items={[
                { label: '发行人', value: <CompanyLink entId={d.companyId} name={d.issuer} /> },
                {
                  label: type === 'bond' ? '交易所' : '板块',
                  value: type === 'bond' ? d.exchange : `${d.board}（${d.exchange}）`,
                },
                { label: '注册地', value: d.province },
                { label: '行业', value: d.industryName },
                ...(d.dealType ? [{ label: '交易类型', value: d.dealType }] : []),
                ...(d.target ? [{ label: '交易标的', value: d.target }] : []),
                {
                  label: type === 'bond' ? '拟发行金额' : type === 'mergers' ? '交易金额' : '拟募资金额',
                  value: yiOf(d.amount),
                },
                { label: '受理日期', value: formatDate(d.acceptedDate) },
                { label: '更新日期', value: formatDate(d.updatedDate) },
              ]}
            />
          </Space>
        )}
      </Card>
      {d && (
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card size="small" title="审核进程" style={{ marginBottom: 16 }}>
              <Milestones d={d} />
            </Card>
            <Card size="small" title="中介机构及签字人员" style={{ marginBottom: 16 }}>
              <Intermediaries d={d} />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <IssuerFinancials entId={d.companyId} acceptedDate={d.acceptedDate} />
            <Card size="small" title={`问询函（${d.questionCount} 个问题）`} style={{ marginBottom: 16 }}>
              <Letters d={d} />
            </Card>
            <Card size="small" title="文件">
              <Files d={d} type={type} />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
