import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { MapCompany, MapPoint, MapSearchOptions, MapShape } from '@esee/contracts';
import type { MapStatus } from '../../api/mapSearch';
import { lineFeature, polygonFeature, rectangleOf, ringOf, withoutRepeats } from './geometry';
import { useMapScene } from './useMapScene';

export type Tool = 'pan' | 'circle' | 'rectangle' | 'polygon';

interface Props {
  baseMap: MapSearchOptions['baseMap'] | undefined;
  status: MapStatus;
  tool: Tool;
  radiusKm: number;
  shape: MapShape | null;
  /** Where to move the map (a chosen region's box), once per new value. */
  fitTo: [MapPoint, MapPoint] | null;
  companies: readonly MapCompany[];
  selectedId: string | null;
  onShape: (shape: MapShape) => void;
  onSelect: (entId: string) => void;
}

interface MapEvent {
  lngLat: { lng: number; lat: number };
}
const pointOf = (e: MapEvent): MapPoint => [e.lngLat.lng, e.lngLat.lat];

/**
 * The map of 地图找客 (L7 over the bundled outlines): the density of companies, the shape being drawn and
 * the one searched, the page of results and the selected company. Drawing: a click sets a circle's centre
 * (radius from the toolbar); two clicks set a rectangle's corners; clicks add a polygon's vertices and a
 * double click closes it.
 */
export function MapCanvas(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const { state, densityMode, outlined, scene, layers } = useMapScene(container, props.baseMap, props.status);
  // The drawing in progress belongs to its tool: another tool starts afresh.
  const [drawing, setDrawing] = useState<{ tool: Tool; points: MapPoint[] }>({ tool: props.tool, points: [] });
  const draft = useMemo(() => (drawing.tool === props.tool ? drawing.points : []), [drawing, props.tool]);
  const setDraft = (update: MapPoint[] | ((points: MapPoint[]) => MapPoint[])) =>
    setDrawing((d) => {
      const points = d.tool === props.tool ? d.points : [];
      return { tool: props.tool, points: typeof update === 'function' ? update(points) : update };
    });
  const [hover, setHover] = useState<MapPoint | null>(null);
  const fitted = useRef('');

  // Double-click zoom would fight a polygon's closing click.
  useEffect(() => {
    scene.current?.setMapStatus({ doubleClickZoom: props.tool === 'pan' });
  }, [props.tool, scene, state]);

  const onClick = useEffectEvent((e: MapEvent) => {
    const p = pointOf(e);
    if (props.tool === 'circle') props.onShape({ kind: 'circle', center: p, radiusKm: props.radiusKm });
    else if (props.tool === 'rectangle') {
      if (!draft.length) setDraft([p]);
      else {
        setDraft([]);
        props.onShape(rectangleOf(draft[0]!, p));
      }
    } else if (props.tool === 'polygon') setDraft((d) => withoutRepeats([...d, p]).slice(0, 100));
  });
  const onDoubleClick = useEffectEvent(() => {
    if (props.tool !== 'polygon') return;
    const vertices = withoutRepeats(draft);
    if (vertices.length >= 3) {
      setDraft([]);
      props.onShape({ kind: 'polygon', vertices });
    }
  });
  const onMove = useEffectEvent((e: MapEvent) => {
    if (draft.length) setHover(pointOf(e));
  });
  const onPick = useEffectEvent((entId: string) => props.onSelect(entId));

  useEffect(() => {
    const s = scene.current;
    const l = layers.current;
    if (state !== 'ready' || !s || !l) return;
    const click = (e: MapEvent) => onClick(e);
    const dbl = () => onDoubleClick();
    const move = (e: MapEvent) => onMove(e);
    const pick = (e: { feature?: { entId?: string } }) => e.feature?.entId && onPick(e.feature.entId);
    s.on('click', click);
    s.on('dblclick', dbl);
    s.on('mousemove', move);
    l.results.on('click', pick);
    return () => {
      s.off('click', click);
      s.off('dblclick', dbl);
      s.off('mousemove', move);
      l.results.off('click', pick);
    };
  }, [state, scene, layers]);

  // What is being drawn: a rectangle or polygon's rubber band to the pointer.
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const pointer = draft.length ? hover : null;
    const path: MapPoint[] =
      props.tool === 'rectangle' && draft.length && pointer
        ? (ringOf(rectangleOf(draft[0]!, pointer)) ?? [])
        : pointer
          ? [...draft, pointer]
          : draft;
    l.draft.setData(lineFeature(props.tool === 'rectangle' && path.length ? [...path, path[0]!] : path));
  }, [draft, hover, props.tool, layers, state]);

  // The shape searched.
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const ring = props.shape ? ringOf(props.shape) : null;
    l.shape.setData(polygonFeature(ring));
    l.shapeLine.setData(lineFeature(ring ? [...ring, ring[0]!] : []));
  }, [props.shape, layers, state]);

  // A chosen region: show its box as the searched area and move the map to it.
  useEffect(() => {
    const s = scene.current;
    const l = layers.current;
    if (!s || !l) return;
    if (props.shape?.kind === 'region' && props.fitTo) {
      // Once per region: the list's next page answers the same box.
      const key = JSON.stringify(props.fitTo);
      if (fitted.current === key) return;
      fitted.current = key;
      const [[w, so], [e, n]] = props.fitTo;
      l.region.setData(
        polygonFeature([
          [w, so],
          [e, so],
          [e, n],
          [w, n],
        ]),
      );
      s.fitBounds(props.fitTo, { padding: 40, animate: false });
    } else {
      fitted.current = '';
      l.region.setData(polygonFeature(null));
    }
  }, [props.fitTo, props.shape, scene, layers, state]);

  useEffect(() => {
    layers.current?.results.setData(props.companies.map((c) => ({ entId: c.entId, lng: c.lng, lat: c.lat })));
  }, [props.companies, layers, state]);

  useEffect(() => {
    const c = props.companies.find((x) => x.entId === props.selectedId);
    layers.current?.selected.setData(c ? [{ entId: c.entId, lng: c.lng, lat: c.lat }] : []);
  }, [props.selectedId, props.companies, layers, state]);

  const hint =
    props.tool === 'circle'
      ? `点击地图放置圆心（半径 ${props.radiusKm} 公里）`
      : props.tool === 'rectangle'
        ? draft.length
          ? '点击对角，完成矩形'
          : '点击一角开始画矩形'
        : props.tool === 'polygon'
          ? draft.length >= 3
            ? `已画 ${draft.length} 个顶点，双击完成`
            : '依次点击多边形的顶点，双击完成'
          : '';

  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 560 }}>
      <div
        ref={container}
        data-testid="map-canvas"
        data-state={state}
        data-density={densityMode}
        data-provinces={outlined.provinces}
        data-inset={outlined.inset}
        data-districts-of={outlined.districtsOf}
        data-selected={props.selectedId ?? ''}
        style={{
          position: 'absolute',
          inset: 0,
          cursor: props.tool === 'pan' ? 'grab' : 'crosshair',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      />
      {state === 'loading' && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Spin tip="地图加载中" />
        </div>
      )}
      {state === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ position: 'absolute', top: 12, left: 12, right: 12 }}
          message="地图无法加载"
          description="浏览器可能未开启 WebGL；仍可在右侧按行政区查询。"
          data-testid="map-failed"
        />
      )}
      {hint && state === 'ready' && (
        <div
          data-testid="map-hint"
          style={{
            position: 'absolute',
            left: 12,
            bottom: 12,
            padding: '4px 10px',
            background: 'rgba(255,255,255,0.92)',
            borderRadius: 4,
            fontSize: 12,
            color: '#595959',
            boxShadow: '0 1px 4px rgba(0,0,0,0.12)',
          }}
        >
          {hint}
        </div>
      )}
    </div>
  );
}
