import type { MapSearchOptions } from '@esee/contracts';
import { loadOnce } from '@esee/http';

/**
 * The scene and layers of L7, whatever the base map: started as the map page mounts, beside its options call,
 * rather than after it. Kept once loaded (a failed load is tried again).
 */
export const preloadL7 = loadOnce(() => Promise.all([import('@antv/l7-scene'), import('@antv/l7-layers')]));

/**
 * L7, loaded with the map page only (its own chunk): the scene, the layers this page draws, and the base
 * map. The blank `Map` needs no tiles and no network; 高德 is loaded only when the operator set a key.
 */
export async function loadL7(baseMap: MapSearchOptions['baseMap']) {
  // 高德's loader reads its security code from the page before it loads.
  if (baseMap.provider === 'amap' && baseMap.securityCode)
    (window as unknown as { _AMapSecurityConfig?: object })._AMapSecurityConfig = {
      securityJsCode: baseMap.securityCode,
    };
  const [[scene, layers], map] = await Promise.all([
    preloadL7(),
    baseMap.provider === 'amap' ? import('@antv/l7-maps/gaode') : import('@antv/l7-maps/simple'),
  ]);
  const BaseMap = 'GaodeMap' in map ? map.GaodeMap : map.Map;
  return {
    Scene: scene.Scene,
    PointLayer: layers.PointLayer,
    LineLayer: layers.LineLayer,
    PolygonLayer: layers.PolygonLayer,
    ImageLayer: layers.ImageLayer,
    createMap: (center: [number, number], zoom: number) =>
      new BaseMap({
        center,
        zoom,
        minZoom: 3,
        maxZoom: 17,
        pitch: 0,
        ...(baseMap.provider === 'amap' ? { token: baseMap.key, style: 'light' } : {}),
      }),
  };
}

export type L7 = Awaited<ReturnType<typeof loadL7>>;
