import { Card, DatePicker, Input, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { LAW_LEVELS, LAW_QUERY_MAX, LAW_TOPICS, LAW_VALIDITIES, type LawSummary } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { choices, DataTable, FilterSelect, formatDate } from '@esee/ui';
import { lawApi, type LawFilter } from '../../api/law';
import { lawDetailHref, LevelTag, Marked, ValidityTag } from './format';

/** Multi-valued filters travel in the address as comma lists of known values. */
const listOf = <V extends string>(raw: string | null, known: readonly V[]): V[] | undefined => {
  const values = (raw ?? '').split(',').filter((v): v is V => (known as readonly string[]).includes(v));
  return values.length ? values : undefined;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);

/** The filters from the address (so that 返回 from a document keeps them). */
function filterOf(params: URLSearchParams): LawFilter {
  const filter: LawFilter = {};
  const keyword = params.get('kw')?.trim();
  if (keyword) filter.keyword = keyword.slice(0, LAW_QUERY_MAX);
  if (params.get('scope') === 'title') filter.scope = 'title';
  filter.levels = listOf(params.get('level'), LAW_LEVELS);
  filter.validities = listOf(params.get('validity'), LAW_VALIDITIES);
  filter.topics = listOf(params.get('topic'), LAW_TOPICS);
  const issuer = params.get('issuer')?.trim();
  if (issuer) filter.issuer = issuer.slice(0, 50);
  filter.publishFrom = dayOf(params.get('pf'));
  filter.publishTo = dayOf(params.get('pt'));
  filter.effectiveFrom = dayOf(params.get('ef'));
  filter.effectiveTo = dayOf(params.get('et'));
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as LawFilter;
}

function paramsOf(filter: LawFilter): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['kw', filter.keyword],
    ['scope', filter.scope === 'title' ? 'title' : undefined],
    ['level', filter.levels?.join(',')],
    ['validity', filter.validities?.join(',')],
    ['topic', filter.topics?.join(',')],
    ['issuer', filter.issuer],
    ['pf', filter.publishFrom],
    ['pt', filter.publishTo],
    ['ef', filter.effectiveFrom],
    ['et', filter.effectiveTo],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1]));
}

function DateRange(props: {
  label: string;
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
  testId: string;
}) {
  return (
    <Space size={4}>
      <Typography.Text type="secondary">{props.label}</Typography.Text>
      <DatePicker.RangePicker
        value={[props.from ? dayjs(props.from) : null, props.to ? dayjs(props.to) : null]}
        allowEmpty={[true, true]}
        onChange={(range) => props.onChange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
        data-testid={props.testId}
      />
    </Space>
  );
}

/** The title with its hits, the version, and the matching articles beneath. */
function TitleCell({ law, keyword }: { law: LawSummary; keyword?: string }) {
  return (
    <div data-testid="law-row" style={{ whiteSpace: 'normal', wordBreak: 'break-all', minWidth: 320, maxWidth: 500 }}>
      <Link to={lawDetailHref(law.versionId, keyword)} data-testid="law-title">
        <Marked text={law.title} ranges={law.titleHighlights} />
      </Link>
      {!law.latest && (
        <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
          （{law.versionLabel}）
        </Typography.Text>
      )}
      {law.snippets.map((s) => (
        <div key={s.label} style={{ fontSize: 12, color: '#595959', marginTop: 4 }} data-testid="law-snippet">
          <Typography.Text strong style={{ fontSize: 12, marginRight: 4 }}>
            {s.label}
          </Typography.Text>
          <Marked text={s.text} ranges={s.highlights} />
        </div>
      ))}
      {law.matchedArticles > law.snippets.length && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          另有 {law.matchedArticles - law.snippets.length} 条命中
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * `/investment/watch/law`: 法律法规库 (product pages §3.7). Laws, regulations and rules by 效力级别, 时效性, issuing
 * body, topic, 发布 and 实施 dates; search over titles and articles (a space is AND, | is OR) with the hits marked in
 * titles and article snippets. Each version of a document is an entry with its own 时效性, as in 北大法宝.
 */
export default function LawListPage() {
  usePageTitle('法律法规库');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const set = (patch: Partial<LawFilter>) => setParams(paramsOf({ ...filter, ...patch }), { replace: true });
  const options = useLoad(() => lawApi.searchParam(), []);
  const issuers = options.data?.issuers.map((i) => ({ value: i.value, label: `${i.value}（${i.count}）` }));

  return (
    <div data-testid="law-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        法律法规库
      </Typography.Title>
      <Card size="small" style={{ marginBottom: 12 }} data-testid="law-filters">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input.Search
              allowClear
              enterButton="检索"
              defaultValue={filter.keyword}
              key={filter.keyword ?? ''}
              placeholder="标题或全文，空格表示“且”，| 或 OR 表示“或”"
              style={{ width: 460 }}
              maxLength={LAW_QUERY_MAX}
              onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
              data-testid="law-keyword"
            />
            <Segmented
              value={filter.scope === 'title' ? 'title' : 'all'}
              options={[
                { value: 'all', label: '全文' },
                { value: 'title', label: '标题' },
              ]}
              onChange={(v) => set({ scope: v === 'title' ? 'title' : undefined })}
              data-testid="law-scope"
            />
          </Space>
          <Space wrap>
            <FilterSelect
              multiple
              placeholder="效力级别"
              minWidth={150}
              testId="law-level-filter"
              options={choices(LAW_LEVELS)}
              value={filter.levels}
              onChange={(levels) => set({ levels })}
            />
            <FilterSelect
              multiple
              placeholder="时效性"
              minWidth={150}
              testId="law-validity-filter"
              options={choices(LAW_VALIDITIES)}
              value={filter.validities}
              onChange={(validities) => set({ validities })}
            />
            <FilterSelect
              search
              placeholder="发布机关"
              minWidth={200}
              testId="law-issuer-filter"
              options={issuers}
              value={filter.issuer}
              onChange={(issuer) => set({ issuer })}
            />
            <FilterSelect
              multiple
              placeholder="主题"
              minWidth={150}
              testId="law-topic-filter"
              options={choices(LAW_TOPICS)}
              value={filter.topics}
              onChange={(topics) => set({ topics })}
            />
          </Space>
          <Space wrap>
            <DateRange
              label="发布日期"
              from={filter.publishFrom}
              to={filter.publishTo}
              onChange={(publishFrom, publishTo) => set({ publishFrom, publishTo })}
              testId="law-publish-range"
            />
            <DateRange
              label="实施日期"
              from={filter.effectiveFrom}
              to={filter.effectiveTo}
              onChange={(effectiveFrom, effectiveTo) => set({ effectiveFrom, effectiveTo })}
              testId="law-effective-range"
            />
          </Space>
        </Space>
      </Card>
      <DataTable<LawSummary>
        testId="list-law"
        reloadKey={JSON.stringify(filter)}
        rowKey={(l) => l.versionId}
        load={(page) => lawApi.list(filter, page)}
        columns={[
          { key: 'title', title: '标题', render: (l) => <TitleCell law={l} keyword={filter.keyword} /> },
          { key: 'level', title: '效力级别', width: 120, render: (l) => <LevelTag level={l.level} /> },
          { key: 'validity', title: '时效性', width: 110, render: (l) => <ValidityTag validity={l.validity} /> },
          { key: 'issuer', title: '发布机关', width: 160 },
          { key: 'publishDate', title: '发布日期', width: 110, render: (l) => formatDate(l.publishDate) },
          { key: 'effectiveDate', title: '实施日期', width: 110, render: (l) => formatDate(l.effectiveDate) },
        ]}
      />
    </div>
  );
}
