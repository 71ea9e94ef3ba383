import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Cascader, Col, InputNumber, Row, Segmented, Select, Space } from 'antd';
import type { MapSearchResult, MapShape, OptionNode } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { cascaderOptions, FailedState, PageTitle } from '@esee/ui';
import { mapSearchApi, type MapStatus } from '../../api/mapSearch';
import { describeShape } from './geometry';
import { preloadL7 } from './l7';
import { MapCanvas, type Tool } from './MapCanvas';
import { ResultPanel } from './ResultPanel';

const TOOLS: { value: Tool; label: string }[] = [
  { value: 'pan', label: '浏览' },
  { value: 'circle', label: '画圆' },
  { value: 'rectangle', label: '矩形' },
  { value: 'polygon', label: '多边形' },
];

/** 广东省 / 深圳市 / 南山区 as one name; a city that is its province (上海市) once. */
function regionName(nodes: readonly OptionNode[], path: readonly string[]): string {
  const names: string[] = [];
  let level: readonly OptionNode[] | undefined = nodes;
  for (const code of path) {
    const node: OptionNode | undefined = level?.find((n) => n.code === code);
    if (!node) break;
    if (names.at(-1) !== node.name) names.push(node.name);
    level = node.children;
  }
  return names.join('');
}

/**
 * `/bankAssistant/mapSearch`, CBA 地图找客 (product pages §1.3): draw a circle, rectangle or polygon on the
 * map, or choose an administrative area; the companies inside, their statistics and list beside the map.
 */
export default function MapSearchPage() {
  usePageTitle('地图找客');
  // L7 on its way beside the options call, not after it (the map's first view waits on both).
  useEffect(() => void preloadL7().catch(() => {}), []);
  const options = useLoad(() => mapSearchApi.options(), []);
  const [tool, setTool] = useState<Tool>('circle');
  const [radiusKm, setRadiusKm] = useState(3);
  const [status, setStatus] = useState<MapStatus>('active');
  const [shape, setShape] = useState<MapShape | null>(null);
  const [regionPath, setRegionPath] = useState<string[]>([]);
  const [summary, setSummary] = useState<MapSearchResult | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const o = options.data;

  const search = useCallback((next: MapShape | null) => {
    setShape(next);
    setSummary(null);
    setSelectedId(null);
  }, []);
  const drawn = useCallback(
    (next: MapShape) => {
      setRegionPath([]);
      search(next);
    },
    [search],
  );
  const chooseRadius = (km: number | null) => {
    if (!km || !o || km < o.radiusKm.min || km > o.radiusKm.max) return;
    setRadiusKm(km);
    if (shape?.kind === 'circle') search({ ...shape, radiusKm: km });
  };

  if (options.status === 'failed') return <FailedState onRetry={options.reload} />;
  const title = shape ? describeShape(shape, regionName(o?.regions ?? [], regionPath)) : '';

  return (
    <div data-testid="map-search-page">
      <PageTitle>地图找客</PageTitle>
      <Card size="small" style={{ marginBottom: 12 }} loading={options.status === 'loading'}>
        <Space wrap size={[16, 8]}>
          <Segmented<Tool> options={TOOLS} value={tool} onChange={setTool} data-testid="map-tools" />
          <Space size={4}>
            <span>半径</span>
            <Segmented<number>
              options={(o?.radiusPresetsKm ?? []).map((km) => ({ value: km, label: `${km} 公里` }))}
              value={radiusKm}
              onChange={chooseRadius}
              data-testid="map-radius"
            />
            <InputNumber
              size="small"
              min={o?.radiusKm.min}
              max={o?.radiusKm.max}
              step={0.5}
              value={radiusKm}
              onChange={chooseRadius}
              suffix="公里"
              style={{ width: 110 }}
              aria-label="自定义半径（公里）"
            />
          </Space>
          <Cascader
            options={cascaderOptions(o?.regions ?? [])}
            changeOnSelect
            value={regionPath}
            placeholder="选择行政区"
            style={{ width: 240 }}
            data-testid="map-region"
            onChange={(path) => {
              const codes = (path ?? []) as string[];
              setRegionPath(codes);
              const code = codes.at(-1);
              search(code ? { kind: 'region', code } : null);
            }}
          />
          <Select<MapStatus>
            value={status}
            onChange={setStatus}
            style={{ width: 110 }}
            options={o?.statuses.map((s) => ({ value: s.value as MapStatus, label: s.label }))}
            data-testid="map-status"
          />
          <Button
            onClick={() => {
              setRegionPath([]);
              search(null);
            }}
            disabled={!shape}
          >
            清除区域
          </Button>
        </Space>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={14}>
          <Card size="small" styles={{ body: { padding: 0, height: 620 } }}>
            <MapCanvas
              baseMap={o?.baseMap}
              status={status}
              tool={tool}
              radiusKm={radiusKm}
              shape={shape}
              fitTo={shape?.kind === 'region' ? (summary?.bounds ?? null) : null}
              companies={summary?.list ?? []}
              selectedId={selectedId}
              onShape={drawn}
              onSelect={setSelectedId}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <ResultPanel
            shape={shape}
            title={title}
            status={status}
            summary={summary}
            selectedId={selectedId}
            onResult={setSummary}
            onSelect={setSelectedId}
          />
        </Col>
      </Row>
    </div>
  );
}
