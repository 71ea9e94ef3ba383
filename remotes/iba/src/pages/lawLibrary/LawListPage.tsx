import { Segmented, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LAW_LEVELS, LAW_QUERY_MAX, LAW_TOPICS, LAW_VALIDITIES, type LawSummary } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { choices, DataTable, formatDate, ListPage } from '@esee/ui';
import { lawApi, type LawFilter } from '../../api/law';
import { dayOf, definedOnly, paramsFrom } from '../shared/address';
import { AddressKeyword, counted, filterFields } from '../shared/filters';
import { lawDetailHref, LevelTag, Marked, ValidityTag } from './format';

/** Multi-valued filters travel in the address as comma lists of known values. */
const listOf = <V extends string>(raw: string | null, known: readonly V[]): V[] | undefined => {
  const values = (raw ?? '').split(',').filter((v): v is V => (known as readonly string[]).includes(v));
  return values.length ? values : undefined;
};

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
  return definedOnly(filter);
}

function paramsOf(filter: LawFilter): URLSearchParams {
  return paramsFrom([
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
  ]);
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
  const issuers = counted(options.data?.issuers);
  const field = filterFields(filter, set);

  return (
    <ListPage
      title="法律法规库"
      testId="law-page"
      filtersTestId="law-filters"
      filterRows={[
        <>
          <AddressKeyword
            value={filter.keyword}
            onSearch={(keyword) => set({ keyword })}
            placeholder="标题或全文，空格表示“且”，| 或 OR 表示“或”"
            button="检索"
            width={460}
            maxLength={LAW_QUERY_MAX}
            testId="law-keyword"
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
        </>,
        <>
          {field.many('levels', '效力级别', 'law-level-filter', choices(LAW_LEVELS), 150)}
          {field.many('validities', '时效性', 'law-validity-filter', choices(LAW_VALIDITIES), 150)}
          {field.one('issuer', '发布机关', 'law-issuer-filter', issuers, 200, true)}
          {field.many('topics', '主题', 'law-topic-filter', choices(LAW_TOPICS), 150)}
        </>,
        <>
          {field.dates('publishFrom', 'publishTo', '发布日期', 'law-publish-range')}
          {field.dates('effectiveFrom', 'effectiveTo', '实施日期', 'law-effective-range')}
        </>,
      ]}
    >
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
    </ListPage>
  );
}
