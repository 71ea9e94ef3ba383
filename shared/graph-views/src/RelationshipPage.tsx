import { Alert, Button, Card, Checkbox, Empty, List, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { relationshipGraphOf, type DiscoveryQuery, type GraphEntity, type RelationType } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanySearch, excludedHubText, FailedState } from '@esee/ui';
import type { GraphPageSources } from './CompanyGraphPage';
import { GraphView } from './GraphView';
import { relationshipView } from './model';

const MIN = 2;
const MAX = 5;

/** Read the page's query from the address, so a discovery can be shared and opened again. */
function queryOf(params: URLSearchParams): DiscoveryQuery {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  return {
    entIds: list('entIds').slice(0, MAX),
    maxHops: Number(params.get('maxHops')) || 6,
    relTypes: list('relTypes') as RelationType[],
  };
}

/**
 * 关系发现 (findRel): two to five companies or people, the shortest ways they are related through
 * shareholdings, posts and legal representation (up to 6 links), as a list of paths in words and a graph.
 */
export function RelationshipPage({ source, companySearch, title = '关系发现' }: GraphPageSources & { title?: string }) {
  usePageTitle(title);
  // Remounted after each pick, so the box is empty for the next company.
  const [searchKey, setSearchKey] = useState(0);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const key = `${query.entIds.join()}|${query.maxHops}|${query.relTypes?.join()}`;
  const types = useLoad(() => source.relationTypes(), []);
  // The chosen entities' names: from the cards, so a shared address shows names too.
  const chosen = useLoad(
    () =>
      Promise.all(
        query.entIds.map((id) => source.card(id).then((c) => ({ id, kind: c.kind, name: c.name }) as GraphEntity)),
      ),
    [query.entIds.join()],
  );
  const ready = query.entIds.length >= MIN;
  const result = useLoad(() => (ready ? source.relationshipList(query) : Promise.resolve(null)), [key]);
  // One discovery per query: the graph is the list's paths merged.
  const graph = useMemo(() => (result.data ? relationshipView(relationshipGraphOf(result.data)) : null), [result.data]);

  const update = (next: Partial<DiscoveryQuery>) => {
    const q = { ...query, ...next };
    const out = new URLSearchParams();
    if (q.entIds.length) out.set('entIds', q.entIds.join(','));
    out.set('maxHops', String(q.maxHops));
    if (q.relTypes?.length) out.set('relTypes', q.relTypes.join(','));
    setParams(out);
  };
  const names = new Map((chosen.data ?? []).map((e) => [e.id, e.name]));

  return (
    <Card title={title} data-testid="relationship-page">
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Space wrap>
          <Typography.Text>
            查询主体（{MIN}至{MAX}个）：
          </Typography.Text>
          {query.entIds.map((id) => (
            <Tag
              key={id}
              closable
              color="blue"
              onClose={() => update({ entIds: query.entIds.filter((x) => x !== id) })}
              data-testid="relationship-entity"
            >
              {names.get(id) ?? id}
            </Tag>
          ))}
          {query.entIds.length < MAX && (
            <div style={{ width: 300 }}>
              <CompanySearch
                key={searchKey}
                source={companySearch}
                compact
                testId="relationship-company-search"
                onPick={(c) => {
                  if (!query.entIds.includes(c.entId)) update({ entIds: [...query.entIds, c.entId] });
                  setSearchKey((k) => k + 1);
                }}
                // With the companies chosen, 查询 on an empty box runs the discovery again.
                onEmpty={ready ? result.reload : undefined}
              />
            </div>
          )}
        </Space>
        <Space wrap>
          <Typography.Text>最大层级：</Typography.Text>
          <Select
            value={query.maxHops}
            style={{ width: 100 }}
            onChange={(maxHops) => update({ maxHops })}
            options={[2, 3, 4, 5, 6].map((n) => ({ value: n, label: `${n}层` }))}
            aria-label="最大层级"
          />
          <Typography.Text>关系类型：</Typography.Text>
          <Checkbox.Group
            value={query.relTypes?.length ? query.relTypes : (types.data ?? []).map((t) => t.code)}
            options={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
            onChange={(relTypes) => relTypes.length && update({ relTypes: relTypes as RelationType[] })}
          />
          {query.entIds.length > 0 && <Button onClick={() => update({ entIds: [] })}>清空</Button>}
        </Space>
        {!ready && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`请至少选择${MIN}个主体，查找它们之间的投资、任职与法定代表人关系`}
          />
        )}
        {ready && result.status === 'loading' && (
          <Spin tip="正在查找关系…">
            <div style={{ height: 80 }} />
          </Spin>
        )}
        {ready && result.status === 'failed' && <FailedState onRetry={result.reload} />}
        {ready && result.data && (
          <>
            {result.data.pairs.map((pair) => (
              <Card
                key={`${pair.from.id}-${pair.to.id}`}
                size="small"
                title={`${pair.from.name} 与 ${pair.to.name}`}
                extra={pair.hops ? `最短 ${pair.hops} 层，${pair.paths.length} 条路径` : null}
                data-testid="relationship-pair"
              >
                {pair.cut.hubs.length > 0 && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 8 }}
                    message={`已排除的枢纽节点（未作为关联路径）：${pair.cut.hubs.map(excludedHubText).join('、')}`}
                  />
                )}
                {pair.paths.length === 0 ? (
                  <Typography.Text type="secondary" data-testid="relationship-none">
                    {query.maxHops}层以内未发现关系
                  </Typography.Text>
                ) : (
                  <List
                    size="small"
                    dataSource={pair.paths}
                    renderItem={(path) => (
                      <List.Item data-testid="relationship-path">
                        <Space>
                          <Tag>{path.hops}层</Tag>
                          <span>{path.text}</span>
                        </Space>
                      </List.Item>
                    )}
                  />
                )}
              </Card>
            ))}
            {graph && graph.edges.length > 0 && (
              <GraphView view={graph} layouts={['force', 'tree']} source={source} fileName="关系发现" height={560} />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}

// Lazy route module (routes.tsx).
export default RelationshipPage;
