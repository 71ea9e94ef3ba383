import type { ReactNode } from 'react';
import { Badge, Card, Col, List, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { SOLUTIONS, type MyWork as Work, type WorkFigure, type WorkJob } from '@esee/contracts';
import { http } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanyLink, EmptyState, FailedState, RISK_LEVEL_COLORS } from '@esee/ui';
import styles from './HomePage.module.css';

const JOB_STATES: Record<WorkJob['state'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '进行中', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  failed: { text: '失败', color: 'error' },
};

const SOLUTION_TITLES: Record<WorkFigure['solution'], string> = {
  cba: SOLUTIONS.CBA.title,
  prma: SOLUTIONS.PRMA.title,
  iba: SOLUTIONS.IBA.title,
  scs: SOLUTIONS.SCS.title,
};

/** A card of the home: a short list of one kind, or what the person will find there once there is some. */
function WorkList<T>({
  title,
  testId,
  items,
  empty,
  render,
}: {
  title: string;
  testId: string;
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Card size="small" title={title} className={styles.workCard} data-testid={testId}>
      {items.length ? <List size="small" dataSource={items} renderItem={render} /> : <EmptyState description={empty} />}
    </Card>
  );
}

function Todos({ work }: { work: Work }) {
  const waiting = work.todos.filter((t) => t.count > 0);
  return (
    <WorkList
      title="待我处理"
      testId="home-todos"
      items={waiting}
      empty="暂无待处理事项"
      render={(t) => (
        <List.Item data-testid="home-todo" extra={<Badge count={t.count} overflowCount={999} showZero />}>
          <Link to={t.path}>{t.title}</Link>
          {t.urgent > 0 && (
            <Tag color="red" style={{ marginLeft: 8 }}>
              {t.urgentLabel} {t.urgent}
            </Tag>
          )}
        </List.Item>
      )}
    />
  );
}

function Alerts({ alerts }: { alerts: NonNullable<Work['alerts']> }) {
  return (
    <WorkList
      title="未读预警"
      testId="home-alerts"
      items={alerts}
      empty="没有未读预警"
      render={(a) => (
        <List.Item data-testid="home-alert">
          <div className={styles.workLine}>
            <Tag color={RISK_LEVEL_COLORS[a.level]}>{a.level}</Tag>
            <Link to={`/apps/monitor/optionalDetail?id=${encodeURIComponent(a.id)}`}>{a.title}</Link>
            <Typography.Text type="secondary" ellipsis className={styles.workSub}>
              {a.entName} · {a.at}
            </Typography.Text>
          </div>
        </List.Item>
      )}
    />
  );
}

function Jobs({ jobs }: { jobs: WorkJob[] }) {
  return (
    <WorkList
      title="我的任务"
      testId="home-jobs"
      items={jobs}
      empty="运行的分析和导出会显示在这里"
      render={(j) => (
        <List.Item
          data-testid="home-job"
          extra={<Tag color={JOB_STATES[j.state].color}>{JOB_STATES[j.state].text}</Tag>}
        >
          <div className={styles.workLine}>
            <Link to={j.path}>{j.title}</Link>
            {j.state === 'running' ? (
              <Progress percent={j.progress} size="small" className={styles.workSub} />
            ) : (
              <Typography.Text type="secondary" className={styles.workSub}>
                {j.at}
              </Typography.Text>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}

function Recent({ recent }: { recent: Work['recent'] }) {
  return (
    <WorkList
      title="最近浏览"
      testId="home-recent"
      items={recent}
      empty="查看过的企业会显示在这里"
      render={(c) => (
        <List.Item data-testid="home-recent-company">
          <div className={styles.workLine}>
            <CompanyLink entId={c.entId} name={c.name} />
            <Typography.Text type="secondary" className={styles.workSub}>
              {c.viewedAt.slice(0, 16)}
            </Typography.Text>
          </div>
        </List.Item>
      )}
    />
  );
}

function Figures({ figures }: { figures: WorkFigure[] }) {
  if (!figures.length) return null;
  return (
    <Row gutter={[16, 16]} className={styles.workFigures}>
      {figures.map((f) => (
        <Col key={f.solution} xs={24} sm={12} lg={6}>
          <Link to={f.path} data-testid={`home-figure-${f.solution}`}>
            <Card size="small" hoverable>
              <Statistic title={`${SOLUTION_TITLES[f.solution]} · ${f.label}`} value={f.value} />
              <Typography.Text type="secondary" className={styles.workNote}>
                {f.note}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/**
 * 我的工作 (issue 42, designed): what waits for the signed-in person — to-dos with their counts, unread alerts, runs and
 * exports, recently viewed companies, and per enabled solution the figure that matters — from `GET /esee/home/work`,
 * which shows each part only with its right.
 */
export function MyWork() {
  const work = useLoad(() => http.get<Work>('/esee/home/work', undefined, { silent: true }), []);
  if (work.status === 'loading')
    return (
      <section className={styles.section} data-testid="home-work-loading">
        <Skeleton active />
      </section>
    );
  if (work.status === 'failed')
    return (
      <section className={styles.section}>
        <FailedState title="我的工作加载失败，请重新刷新" onRetry={work.reload} />
      </section>
    );
  const data = work.data;
  return (
    <section className={styles.section} data-testid="home-work">
      <Typography.Title level={4}>
        我的工作
        <Typography.Text type="secondary" className={styles.lastVisit}>
          {data.lastVisit ? `上次登录：${data.lastVisit.slice(0, 16)}` : '首次登录'}
        </Typography.Text>
      </Typography.Title>
      <Figures figures={data.figures} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={6}>
          <Todos work={data} />
        </Col>
        {data.alerts && (
          <Col xs={24} lg={12} xl={6}>
            <Alerts alerts={data.alerts} />
          </Col>
        )}
        <Col xs={24} lg={12} xl={6}>
          <Jobs jobs={data.jobs} />
        </Col>
        <Col xs={24} lg={12} xl={6}>
          <Recent recent={data.recent} />
        </Col>
      </Row>
    </section>
  );
}
