import { Alert, App, Button, Card, Col, Empty, Result, Row, Space, Tabs, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { lawHighlights, parseLawQuery, type LawArticle, type LawDetail } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, FailedState, formatDate, KeyValueList } from '@esee/ui';
import { lawApi } from '../../api/law';
import { copyText } from './copyText';
import { LAW_PATH, lawDetailHref, LevelTag, Marked, ValidityTag } from './format';
import { VersionsTab } from './VersionsTab';

const chapterAnchor = (i: number) => `law-chapter-${i}`;

/** 《标题》第X条: what a document cites. */
const citationOf = (d: LawDetail, a: LawArticle) =>
  `《${d.title}》${a.label.startsWith('第') ? a.label : `第${a.label}条`}`;

function ArticleItem({ detail, article, terms }: { detail: LawDetail; article: LawArticle; terms: string[] }) {
  const { message } = App.useApp();
  const copy = async () => {
    const citation = citationOf(detail, article);
    try {
      await copyText(citation);
      void message.success(`已复制引用：${citation}`);
    } catch {
      void message.error('复制失败，请手动选择文字复制');
    }
  };
  return (
    <div
      style={{ padding: '8px 0', borderBottom: '1px dashed #f0f0f0' }}
      data-testid="law-article"
      id={`law-article-${article.no}`}
    >
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <div>
          <Typography.Text strong style={{ marginRight: 8 }}>
            {article.label}
          </Typography.Text>
          <Marked text={article.text} ranges={lawHighlights(article.text, terms)} />
        </div>
        <Button
          size="small"
          type="link"
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          data-testid="law-copy-citation"
        >
          复制引用
        </Button>
      </Space>
    </div>
  );
}

/** The articles by chapter, with the chapters as an anchor list beside them. */
function ArticlesTab({ detail, terms }: { detail: LawDetail; terms: string[] }) {
  if (!detail.articles.length) return <Empty description="暂无条文" />;
  const chapters = detail.chapters;
  const scrollTo = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const body = (
    <div data-testid="law-articles">
      {chapters.length
        ? chapters.map((chapter, i) => (
            <div key={chapter}>
              <Typography.Title level={5} id={chapterAnchor(i)} style={{ marginTop: 16 }} data-testid="law-chapter">
                {chapter}
              </Typography.Title>
              {detail.articles
                .filter((a) => a.chapter === chapter)
                .map((a) => (
                  <ArticleItem key={a.label} detail={detail} article={a} terms={terms} />
                ))}
            </div>
          ))
        : null}
      {detail.articles
        .filter((a) => !a.chapter)
        .map((a) => (
          <ArticleItem key={a.label} detail={detail} article={a} terms={terms} />
        ))}
    </div>
  );
  if (!chapters.length) return body;
  return (
    <Row gutter={16}>
      <Col flex="200px">
        <Card size="small" title="目录" style={{ position: 'sticky', top: 0 }} data-testid="law-anchors">
          {chapters.map((chapter, i) => (
            <div key={chapter}>
              <Typography.Link onClick={() => scrollTo(chapterAnchor(i))}>{chapter}</Typography.Link>
            </div>
          ))}
        </Card>
      </Col>
      <Col flex="auto">{body}</Col>
    </Row>
  );
}

/**
 * `/investment/watch/law/detail?id=`: one version of a document: its fields, a warning when it is not 现行有效 (with
 * the document that replaced it), its articles by chapter with 复制引用 (《标题》第X条) for each, and 版本历史 with
 * two versions compared side by side. `kw` marks the words of the search that led here.
 */
export default function LawDetailPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const terms = [...new Set(parseLawQuery(params.get('kw') ?? '').flat())];
  const detail = useLoad(() => (id ? lawApi.detail(id) : Promise.reject(new Error('no id'))), [id]);
  const d = detail.data;
  usePageTitle(d ? `${d.title} - 法律法规库` : '法律法规库');
  const crumbs = [{ title: '法律法规库', to: LAW_PATH }, { title: d?.title ?? '法规详情' }];
  const tab = params.get('tab') === 'versions' ? 'versions' : 'articles';

  if (detail.status === 'failed')
    return (
      <div data-testid="law-detail-page">
        <BackBar crumbs={crumbs} />
        {!id || isNotFound(detail.error) ? (
          <Result status="404" title="法规不存在" data-testid="law-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </div>
    );
  return (
    <div data-testid="law-detail-page">
      <BackBar crumbs={crumbs} />
      <Card loading={!d} style={{ marginBottom: 16 }}>
        {d && (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="law-detail-title">
              {d.title}
              {!d.latest && <Typography.Text type="secondary">（{d.versionLabel}）</Typography.Text>}
            </Typography.Title>
            <Space size={4} wrap data-testid="law-detail-tags">
              <LevelTag level={d.level} />
              <ValidityTag validity={d.validity} />
              {d.topics.map((t) => (
                <Typography.Text key={t} type="secondary">
                  #{t}
                </Typography.Text>
              ))}
            </Space>
            {d.warning && (
              <Alert
                type="warning"
                showIcon
                data-testid="law-warning"
                message={d.warning}
                description={
                  d.replacedBy && (
                    <Link to={lawDetailHref(d.replacedBy.versionId)} data-testid="law-replaced-by">
                      查看{d.replacedBy.lawId === d.lawId ? '现行版本' : `《${d.replacedBy.title}》`}
                    </Link>
                  )
                }
              />
            )}
            <KeyValueList
              testId="law-basic"
              items={[
                { label: '发布机关', value: d.issuer },
                { label: '文号', value: d.docNo },
                { label: '发布日期', value: formatDate(d.publishDate) },
                { label: '实施日期', value: formatDate(d.effectiveDate) },
                { label: '版本', value: d.versionLabel },
                {
                  label: '修改文件',
                  value: d.amendedBy ? (
                    <Link to={lawDetailHref(d.amendedBy.versionId)}>《{d.amendedBy.title}》</Link>
                  ) : null,
                },
                { label: '说明', value: d.note, wide: true },
              ]}
            />
          </Space>
        )}
      </Card>
      {d && (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              const next = new URLSearchParams(params);
              if (key === 'versions') next.set('tab', 'versions');
              else next.delete('tab');
              setParams(next, { replace: true });
            }}
            items={[
              {
                key: 'articles',
                label: `条文（${d.articles.length}）`,
                children: <ArticlesTab detail={d} terms={terms} />,
              },
              {
                key: 'versions',
                label: `版本历史（${d.versions.length}）`,
                children: <VersionsTab lawId={d.lawId} />,
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
