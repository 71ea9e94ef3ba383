import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MapDensity, MapPoint, MapSearchOptions } from '@esee/contracts';
import { mapSearchApi, type MapStatus } from '../../api/mapSearch';
import { CITY_ZOOM, outlineLevelsAt, outlinesOf } from './chinaOutlines';
import { districtOutlines } from './districts';
import { baseLayers, cityAt, type Outlines } from './geometry';
import { loadL7, type L7 } from './l7';

/** China as a first view. */
const CHINA_CENTER: MapPoint = [108, 35];
const CHINA_ZOOM = 3.6;
const EMPTY = { type: 'FeatureCollection', features: [] };
/** From this zoom on (a city fills the view) the outline base draws the districts of the city in the middle. */
const DISTRICT_ZOOM = 7;

type Layer = ReturnType<L7['PointLayer']['prototype']['source']>;
export interface MapLayers {
  shape: Layer;
  shapeLine: Layer;
  draft: Layer;
  region: Layer;
  results: Layer;
  selected: Layer;
}
export type Scene = InstanceType<L7['Scene']>;
export type SceneState = 'loading' | 'ready' | 'failed';

/**
 * The L7 scene of the map page: the base (bundled outlines by level, or 高德), the density of companies in the view
 * (a heat map, points when zoomed in, refreshed after each move), and the empty layers the page fills
 * (the shape, the draft being drawn, the chosen region, the page of results and the selected company).
 */
export function useMapScene(
  container: RefObject<HTMLDivElement | null>,
  baseMap: MapSearchOptions['baseMap'] | undefined,
  status: MapStatus,
) {
  const [state, setState] = useState<SceneState>('loading');
  const [densityMode, setDensityMode] = useState<MapDensity['mode'] | ''>('');
  const scene = useRef<Scene | null>(null);
  const layers = useRef<MapLayers | null>(null);
  const refreshDensity = useRef<() => void>(() => {});

  useEffect(() => {
    const el = container.current;
    if (!el || !baseMap) return;
    let gone = false;
    let made: Scene | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      // Everything the first view needs is asked for at once: L7 (its scene and layers already on their way,
      // preloadL7), the provinces' outlines, then the first density as soon as the scene knows its bounds.
      const country = baseMap.provider === 'outline' ? outlinesOf('country') : null;
      country?.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
      const l7 = await loadL7(baseMap);
      if (gone) return;
      performance.mark('map:l7');
      made = new l7.Scene({ id: el, map: l7.createMap(CHINA_CENTER, CHINA_ZOOM), logoVisible: false });
      const s = made;
      s.setBgColor('#eef3f8');
      await new Promise<void>((resolve) => s.on('loaded', () => resolve()));
      if (gone) return;
      performance.mark('map:scene');
      const heat = new l7.HeatmapLayer({ zIndex: 3 })
        .source([], { parser: { type: 'json', x: 'lng', y: 'lat' } })
        .shape('heatmap')
        .size('count', [0, 1])
        .style({
          intensity: 2,
          radius: 24,
          opacity: 0.85,
          rampColors: {
            colors: ['#d6e4ff', '#85a5ff', '#597ef7', '#fadb14', '#fa8c16', '#f5222d'],
            positions: [0, 0.2, 0.4, 0.6, 0.8, 1],
          },
        });
      const dots = new l7.PointLayer({ zIndex: 4 })
        .source([], { parser: { type: 'json', x: 'lng', y: 'lat' } })
        .shape('circle')
        .size(3)
        .color('#8c8c8c')
        .style({ opacity: 0.6 });
      s.addLayer(heat);
      s.addLayer(dots);

      let asked = 0;
      const refresh = async () => {
        const ask = ++asked;
        const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
        const [[w, so], [e, n]] = s.getBounds();
        const west = clamp(w, -180, 180);
        const east = clamp(e, -180, 180);
        const south = clamp(so, -85, 85);
        const north = clamp(n, -85, 85);
        if (!(west < east && south < north)) return;
        try {
          const d = await mapSearchApi.density({
            bounds: [
              [west, south],
              [east, north],
            ],
            zoom: s.getZoom(),
            status,
          });
          if (gone || ask !== asked) return;
          heat.setData(d.cells);
          dots.setData(d.points);
          if (d.mode === 'heat') {
            heat.show();
            dots.hide();
          } else {
            heat.hide();
            dots.show();
          }
          setDensityMode(d.mode);
        } catch {
          // The density is a backdrop: a failed refresh leaves the last one and the next move retries.
        }
      };
      // The first density is asked for before the base is drawn: the server answers while the outlines are laid.
      const firstDensity = refresh();
      // Let the request go out (axios sends it a few promise turns later) before the base's layers hold the thread.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (gone) return;

      /** Draws the cities' outlines, and the districts of the city in the middle, once zoomed in (outline base only). */
      let showOutlines = () => {};
      if (country) {
        const base = baseLayers(await country);
        if (gone) return;
        s.addLayer(
          new l7.PolygonLayer({ zIndex: 0 }).source(base.land).shape('fill').color('#ffffff').style({ opacity: 1 }),
        );
        s.addLayer(new l7.LineLayer({ zIndex: 1 }).source(base.lines).shape('line').size(1.2).color('#7d8ea3'));
        const names = base.land.features
          .filter((f) => f.properties.center)
          .map((f) => ({ name: f.properties.name, lng: f.properties.center![0], lat: f.properties.center![1] }));
        s.addLayer(
          new l7.PointLayer({ zIndex: 2, maxZoom: 7 })
            .source([...names, ...base.insetLabels], { parser: { type: 'json', x: 'lng', y: 'lat' } })
            .shape('name', 'text')
            .size(12)
            .color('#6b7a8c')
            .style({ textAllowOverlap: false }),
        );
        performance.mark('map:base');
        // The cities' and districts' layers are made when first zoomed in: the first view does without them.
        let zoomedLayers: ReturnType<typeof makeZoomedLayers> | undefined;
        const makeZoomedLayers = (cities: Outlines) => {
          const cityLines = new l7.LineLayer({ zIndex: 1, minZoom: CITY_ZOOM })
            .source(cities)
            .shape('line')
            .size(0.5)
            .color('#c3ccd6');
          const districtLines = new l7.LineLayer({ zIndex: 1, minZoom: DISTRICT_ZOOM })
            .source(EMPTY)
            .shape('line')
            .size(0.6)
            .color('#9aa8b8');
          const districtNames = new l7.PointLayer({ zIndex: 2, minZoom: DISTRICT_ZOOM })
            .source([], { parser: { type: 'json', x: 'lng', y: 'lat' } })
            .shape('name', 'text')
            .size(11)
            .color('#8c98a6')
            .style({ textAllowOverlap: false });
          for (const layer of [cityLines, districtLines, districtNames]) s.addLayer(layer);
          return { districtLines, districtNames };
        };
        let shownCity = '';
        const showCity = (code: string) => {
          if (code === shownCity) return;
          shownCity = code;
          void (code ? districtOutlines(code) : Promise.resolve(null)).then((districts) => {
            if (gone || shownCity !== code || !zoomedLayers) return;
            const { districtLines, districtNames } = zoomedLayers;
            districtLines.setData(districts ?? EMPTY);
            districtNames.setData(
              (districts?.features ?? [])
                .filter((f) => f.properties.center)
                .map((f) => ({ name: f.properties.name, lng: f.properties.center![0], lat: f.properties.center![1] })),
            );
          });
        };
        showOutlines = () => {
          const zoom = s.getZoom();
          const center = s.getCenter();
          if (!outlineLevelsAt(zoom).includes('city')) return showCity('');
          outlinesOf('city').then(
            (cities) => {
              if (gone) return;
              zoomedLayers ??= makeZoomedLayers(cities);
              showCity(zoom >= DISTRICT_ZOOM ? (cityAt(cities, [center.lng, center.lat])?.properties.code ?? '') : '');
            },
            () => {}, // the cities' file could not be had: the next move tries again
          );
        };
      }
      const make = {
        region: new l7.PolygonLayer({ zIndex: 5 })
          .source(EMPTY)
          .shape('fill')
          .color('#1677ff')
          .style({ opacity: 0.08 }),
        shape: new l7.PolygonLayer({ zIndex: 6 }).source(EMPTY).shape('fill').color('#1677ff').style({ opacity: 0.12 }),
        shapeLine: new l7.LineLayer({ zIndex: 7 }).source(EMPTY).shape('line').size(2).color('#1677ff'),
        draft: new l7.LineLayer({ zIndex: 8 })
          .source(EMPTY)
          .shape('line')
          .size(2)
          .color('#fa8c16')
          .style({ lineType: 'dash', dashArray: [4, 4] }),
        results: new l7.PointLayer({ zIndex: 9 })
          .source([], { parser: { type: 'json', x: 'lng', y: 'lat' } })
          .shape('circle')
          .size(6)
          .color('#1677ff')
          .style({ stroke: '#ffffff', strokeWidth: 1 }),
        selected: new l7.PointLayer({ zIndex: 10 })
          .source([], { parser: { type: 'json', x: 'lng', y: 'lat' } })
          .shape('circle')
          .size(11)
          .color('#fa541c')
          .style({ stroke: '#ffffff', strokeWidth: 2 }),
      };
      for (const layer of Object.values(make)) s.addLayer(layer);
      layers.current = make;
      scene.current = s;

      refreshDensity.current = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          showOutlines();
          void refresh();
        }, 250);
      };
      s.on('moveend', refreshDensity.current);
      s.on('zoomend', refreshDensity.current);
      await firstDensity;
      if (gone) return;
      performance.mark('map:density');
      setState('ready');
    })().catch(() => {
      if (!gone) setState('failed');
    });
    return () => {
      gone = true;
      clearTimeout(timer);
      scene.current = null;
      layers.current = null;
      made?.destroy();
    };
  }, [container, baseMap, status]);

  return { state, densityMode, scene, layers };
}
