import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MapDensity, MapPoint, MapSearchOptions } from '@esee/contracts';
import { mapSearchApi, type MapStatus } from '../../api/mapSearch';
import { CITY_ZOOM, outlineLevelsAt, outlinesOf } from './chinaOutlines';
import { districtOutlines } from './districts';
import { baseLayers, cityAt, type Outlines } from './geometry';
import { HEAT_SCALE, heatImage } from './heatImage';
import { loadL7, type L7 } from './l7';
import { namesOf, placeNames } from './placeNames';

/** China as a first view. */
const CHINA_CENTER: MapPoint = [108, 35];
const CHINA_ZOOM = 3.6;
/**
 * The first density is asked for over the whole map, before L7 is loaded (it does not need the scene's bounds):
 * at the first view's zoom the answer is the country's coarse grid, which the server keeps (mapSearch/query.ts).
 */
const WHOLE_MAP: [MapPoint, MapPoint] = [
  [-180, -85],
  [180, 85],
];
const EMPTY = { type: 'FeatureCollection', features: [] };
/** From this zoom on (a city fills the view) the outline base draws the districts of the city in the middle. */
const DISTRICT_ZOOM = 7;

type Layer = ReturnType<L7['PointLayer']['prototype']['source']>;
type LayerData = readonly object[] | { features: readonly unknown[] };
type Handler = Parameters<Layer['on']>[1];

/**
 * A layer the page draws on, made and added to the scene the first time it has something to show: the first
 * view compiles none of them (under software WebGL each layer's first frame costs 100–300 ms of the page's
 * thread). Its click handlers are kept until then.
 */
export interface PageLayer {
  setData(data: LayerData): void;
  on(event: 'click', handler: Handler): void;
  off(event: 'click', handler: Handler): void;
}

function pageLayer(scene: Scene, make: (data: LayerData) => Layer): PageLayer {
  let layer: Layer | undefined;
  const handlers = new Set<Handler>();
  return {
    setData(data) {
      if (layer) layer.setData(data);
      else if ('features' in data ? data.features.length : data.length) {
        layer = make(data);
        for (const h of handlers) layer.on('click', h);
        scene.addLayer(layer);
      }
    },
    on(event, handler) {
      handlers.add(handler);
      layer?.on(event, handler);
    },
    off(event, handler) {
      handlers.delete(handler);
      layer?.off(event, handler);
    },
  };
}

/**
 * The density's heat map: an image of the view drawn here (heatImage.ts) on an L7 image layer, made when first
 * shown and redrawn with each answer for the view it is in then; the last call wins.
 */
function heatLayer(scene: Scene, l7: L7, container: HTMLElement) {
  let layer: InstanceType<L7['ImageLayer']> | undefined;
  let calls = 0;
  return {
    async show(cells: MapDensity['cells']) {
      const call = ++calls;
      const image = heatImage(
        cells.map((c) => ({ ...scene.lngLatToContainer([c.lng, c.lat]), count: c.count })),
        container.clientWidth,
        container.clientHeight,
      );
      // The image's corners on the map: it covers the view, rounded up to whole image pixels.
      const nw = scene.containerToLngLat([0, 0]);
      const se = scene.containerToLngLat([image.width * HEAT_SCALE, image.height * HEAT_SCALE]);
      const source = { parser: { type: 'image', extent: [nw.lng, se.lat, se.lng, nw.lat] } };
      const bitmap = await createImageBitmap(new ImageData(image.data, image.width, image.height), {
        premultiplyAlpha: 'none',
      });
      if (call !== calls) return;
      if (layer) {
        layer.setData(bitmap, source);
        layer.show();
      } else {
        const made = new l7.ImageLayer({ zIndex: 3 });
        made.source(bitmap, source);
        scene.addLayer(made);
        layer = made;
      }
    },
    hide() {
      calls++;
      layer?.hide();
    },
  };
}

export interface MapLayers {
  shape: PageLayer;
  shapeLine: PageLayer;
  draft: PageLayer;
  region: PageLayer;
  results: PageLayer;
  selected: PageLayer;
}
export type Scene = InstanceType<L7['Scene']>;
export type SceneState = 'loading' | 'ready' | 'failed';

/**
 * The L7 scene of the map page: the base (bundled outlines by level, or 高德), the density of companies in the view
 * (a heat map, points when zoomed in, refreshed after each move), and the layers the page fills, made when first
 * filled (the shape, the draft being drawn, the chosen region, the page of results and the selected company).
 */
export function useMapScene(
  container: RefObject<HTMLDivElement | null>,
  baseMap: MapSearchOptions['baseMap'] | undefined,
  status: MapStatus,
) {
  const [state, setState] = useState<SceneState>('loading');
  const [densityMode, setDensityMode] = useState<MapDensity['mode'] | ''>('');
  // What the outline base draws, for what a person (and a browser test) can check: the canvas has no elements.
  const [outlined, setOutlined] = useState<{ provinces: number; inset: string; districtsOf: string }>({
    provinces: 0,
    inset: '',
    districtsOf: '',
  });
  const scene = useRef<Scene | null>(null);
  const layers = useRef<MapLayers | null>(null);
  const refreshDensity = useRef<() => void>(() => {});

  useEffect(() => {
    const el = container.current;
    if (!el || !baseMap) return;
    let gone = false;
    let made: Scene | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** What goes with the scene besides its canvas (the names' elements). */
    const removals: (() => void)[] = [];
    (async () => {
      // Everything the first view needs is asked for at once: L7 (its scene and layers already on their way,
      // preloadL7), the provinces' outlines and the first density, whose answer is in by the time L7 is.
      const country = baseMap.provider === 'outline' ? outlinesOf('country') : null;
      country?.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
      const first = mapSearchApi.density({ bounds: WHOLE_MAP, zoom: CHINA_ZOOM, status });
      // The first answer's arrival, apart from its layer's drawing (bench:map prints both).
      first.then(
        () => performance.mark('map:answer'),
        () => {}, // a failed first density is handled where it is awaited
      );
      const l7 = await loadL7(baseMap);
      if (gone) return;
      performance.mark('map:l7');
      // No multisampling (as mapbox-gl by default): L7's points and text smooth their own edges, and under software
      // WebGL (a desktop without a GPU) the samples cost the first frame a fifth of its time.
      made = new l7.Scene({
        id: el,
        map: l7.createMap(CHINA_CENTER, CHINA_ZOOM),
        logoVisible: false,
        antialias: false,
      });
      const s = made;
      s.setBgColor('#eef3f8');
      await new Promise<void>((resolve) => s.on('loaded', () => resolve()));
      if (gone) return;
      performance.mark('map:scene');
      const points = { parser: { type: 'json', x: 'lng', y: 'lat' } };
      const heat = heatLayer(s, l7, el);
      // The companies themselves, zoomed in: made with the first answer that has any (empty in heat mode).
      const dots = pageLayer(s, (data) =>
        new l7.PointLayer({ zIndex: 4 })
          .source(data, points)
          .shape('circle')
          .size(3)
          .color('#8c8c8c')
          .style({ opacity: 0.6 }),
      );

      let asked = 0;
      /** The density of the view (or the answer already asked for); a later move's answer wins. */
      const refresh = async (answer?: Promise<MapDensity>) => {
        const ask = ++asked;
        const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
        const [[w, so], [e, n]] = s.getBounds();
        const west = clamp(w, -180, 180);
        const east = clamp(e, -180, 180);
        const south = clamp(so, -85, 85);
        const north = clamp(n, -85, 85);
        if (!answer && !(west < east && south < north)) return;
        try {
          const d = await (answer ??
            mapSearchApi.density({
              bounds: [
                [west, south],
                [east, north],
              ],
              zoom: s.getZoom(),
              status,
            }));
          if (gone || ask !== asked) return;
          if (d.mode === 'heat') await heat.show(d.cells);
          else heat.hide();
          if (gone || ask !== asked) return;
          dots.setData(d.points);
          setDensityMode(d.mode);
        } catch {
          // The density is a backdrop: a failed refresh leaves the last one and the next move retries.
        }
      };
      // The first density, most often answered already, is in the first frame with the base.
      const firstDensity = refresh(first);

      /** Draws the cities' outlines, and the districts of the city in the middle, once zoomed in (outline base only). */
      let showOutlines = () => {};
      if (country) {
        const base = baseLayers(await country);
        if (gone) return;
        s.addLayer(
          new l7.PolygonLayer({ zIndex: 0 }).source(base.land).shape('fill').color('#ffffff').style({ opacity: 1 }),
        );
        // The borders as plain 1-pixel lines ('simple'): the shader of lines with a width (miters, dashes, textures)
        // took a quarter of the first frame under software WebGL, for borders as thin.
        s.addLayer(new l7.LineLayer({ zIndex: 1 }).source(base.lines).shape('simple').color('#7d8ea3'));
        /** Names over the map, removed with the scene. */
        const names = (options: Parameters<typeof placeNames>[2]) => {
          const made = placeNames(s, el, options);
          removals.push(made.remove);
          return made;
        };
        const provinceNames = names({ size: 12, color: '#6b7a8c', maxZoom: DISTRICT_ZOOM, testId: 'map-names' });
        provinceNames.setData([...namesOf(base.land), ...base.insetLabels]);
        performance.mark('map:base');
        setOutlined({
          provinces: base.land.features.filter((f) => f.properties.level === 'province').length,
          inset: base.inset.features.map((f) => f.properties.name).join('、'),
          districtsOf: '',
        });
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
          const districtNames = names({
            size: 11,
            color: '#8c98a6',
            minZoom: DISTRICT_ZOOM,
            testId: 'map-district-names',
          });
          for (const layer of [cityLines, districtLines]) s.addLayer(layer);
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
            setOutlined((o) => ({ ...o, districtsOf: districts?.features.length ? code : '' }));
            districtNames.setData(namesOf(districts));
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
      const make: MapLayers = {
        region: pageLayer(s, (data) =>
          new l7.PolygonLayer({ zIndex: 5 }).source(data).shape('fill').color('#1677ff').style({ opacity: 0.08 }),
        ),
        shape: pageLayer(s, (data) =>
          new l7.PolygonLayer({ zIndex: 6 }).source(data).shape('fill').color('#1677ff').style({ opacity: 0.12 }),
        ),
        shapeLine: pageLayer(s, (data) =>
          new l7.LineLayer({ zIndex: 7 }).source(data).shape('line').size(2).color('#1677ff'),
        ),
        draft: pageLayer(s, (data) =>
          new l7.LineLayer({ zIndex: 8 })
            .source(data)
            .shape('line')
            .size(2)
            .color('#fa8c16')
            .style({ lineType: 'dash', dashArray: [4, 4] }),
        ),
        results: pageLayer(s, (data) =>
          new l7.PointLayer({ zIndex: 9 })
            .source(data, points)
            .shape('circle')
            .size(6)
            .color('#1677ff')
            .style({ stroke: '#ffffff', strokeWidth: 1 }),
        ),
        selected: pageLayer(s, (data) =>
          new l7.PointLayer({ zIndex: 10 })
            .source(data, points)
            .shape('circle')
            .size(11)
            .color('#fa541c')
            .style({ stroke: '#ffffff', strokeWidth: 2 }),
        ),
      };
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
      for (const remove of removals) remove();
      made?.destroy();
    };
  }, [container, baseMap, status]);

  return { state, densityMode, outlined, scene, layers };
}
