import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { MapCompany, MapSearchResult, MapShape } from '@esee/contracts';
import { capitalText, companyHref, CompanyStatusTag, DataTable, displayText, EmptyState } from '@esee/ui';
import { mapSearchApi, type MapStatus } from '../../api/mapSearch';
import { TitledBarChart } from '../shared/TitledBarChart';

interface Props {
  shape: MapShape | null;
  /** The shape in words: 圆形（半径 3 公里）, 上海市. */
  title: string;
  status: MapStatus;
  summary: MapSearchResult | null;
  selectedId: string | null;
  onResult: (result: MapSearchResult) => void;
  onSelect: (entId: string) => void;
}

/**
 * Beside the map: how many companies the shape holds, by industry and capital band, and the list (a row
 * selects its point on the map; a name opens the company).
 */
export function ResultPanel({ shape, title, status, summary, selectedId, onResult, onSelect }: Props) {
  if (!shape)
    return (
      <Card size="small" data-testid="map-result-empty">
        <EmptyState description="在地图上画圆形、矩形或多边形，或选择行政区，查看区域内的企业" />
      </Card>
    );
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }} title={`区域：${title}`}>
        <Statistic
          title="区域内企业"
          value={summary?.total ?? '-'}
          suffix="家"
          loading={!summary}
          data-testid="map-total"
          data-total={summary?.total}
        />
        {summary && summary.total > 0 && (
          <Row gutter={16} style={{ marginTop: 12 }}>
            <Col span={12}>
              <TitledBarChart
                title="行业分布（前 6）"
                counts={summary.statistics.byIndustry.slice(0, 6)}
                testId="map-chart-industry"
                label="区域内企业按行业门类"
              />
            </Col>
            <Col span={12}>
              <TitledBarChart
                title="注册资本分布"
                counts={summary.statistics.byCapital}
                testId="map-chart-capital"
                label="区域内企业按注册资本区间"
              />
            </Col>
          </Row>
        )}
      </Card>
      <Card size="small" title="企业列表">
        <DataTable<MapCompany>
          testId="map-companies"
          size="small"
          reloadKey={`${JSON.stringify(shape)}|${status}`}
          rowKey={(c) => c.entId}
          onRowClick={(c) => onSelect(c.entId)}
          load={async (page) => {
            const result = await mapSearchApi.search(shape, status, page);
            onResult(result);
            return result;
          }}
          columns={[
            {
              key: 'name',
              title: '企业名称',
              render: (c) => (
                <span data-selected={c.entId === selectedId ? 'true' : undefined}>
                  <a
                    href={companyHref({ entId: c.entId, companyName: c.name })}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="map-company"
                    style={c.entId === selectedId ? { fontWeight: 600 } : undefined}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {c.name}
                  </a>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {displayText(c.address)}
                  </Typography.Text>
                </span>
              ),
            },
            {
              key: 'regCapital',
              title: '注册资本',
              width: 120,
              align: 'right',
              render: (c) => capitalText(c.regCapital, c.regCapitalCurrency),
            },
            { key: 'industryName', title: '所属行业', width: 120, render: (c) => displayText(c.industryName) },
            { key: 'status', title: '状态', width: 80, render: (c) => <CompanyStatusTag status={c.status ?? ''} /> },
          ]}
        />
      </Card>
    </>
  );
}
