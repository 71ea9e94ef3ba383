import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CIRCLE_RADIUS_PRESETS_KM,
  EnvelopeSchema,
  MAP_COMPANY_STATUSES,
  MAP_POINT_ZOOM,
  MAP_SEARCH_PERMISSION,
  MAP_SEARCH_RIGHT,
  MapDensityRequestSchema,
  MapDensitySchema,
  MapSearchOptionsSchema,
  MapSearchRequestSchema,
  MapSearchResultSchema,
  POLYGON_MAX_VERTICES,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
  type MapSearchOptions,
  type MapShape,
} from '@esee/contracts';
import { regionTree } from '../../../core/reference/regions';
import { pageOf } from '../../../platform/db/paging';
import { forbidden, ok } from '../../../platform/http/errors';
import { densityReader, searchShape } from './query';
import { checkBounds, type Bounds } from './shape';

/**
 * CBA 地图找客 (product pages §1.3): the companies inside a circle, rectangle, polygon or administrative
 * area with their statistics, and the density of companies in the map's view. Every call needs the
 * session right marketing:search:map and the CBA menu entry's key (only a user of an institution with
 * CBA holds it). The register is public data, shared by every institution: nothing here is an
 * institution's own.
 */
export const mapSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['cba'];
  const config = { right: MAP_SEARCH_RIGHT, cost: 'search' as const };
  const density = densityReader(db);

  app.addHook('onRequest', async (request) => {
    if (!(await request.access()).can(MAP_SEARCH_PERMISSION)) throw forbidden();
  });

  const options: MapSearchOptions = {
    baseMap: app.config.amapKey
      ? { provider: 'amap', key: app.config.amapKey, securityCode: app.config.amapSecurityCode ?? null }
      : { provider: 'outline' },
    radiusPresetsKm: [...CIRCLE_RADIUS_PRESETS_KM],
    radiusKm: { min: RADIUS_MIN_KM, max: RADIUS_MAX_KM },
    polygonMaxVertices: POLYGON_MAX_VERTICES,
    pointZoom: MAP_POINT_ZOOM,
    regions: regionTree(),
    statuses: MAP_COMPANY_STATUSES.map((s) => ({ value: s.key, label: s.label })),
  };

  app.get(
    '/esee/marketing/mapSearch/options',
    {
      config: { right: MAP_SEARCH_RIGHT },
      schema: {
        tags,
        summary: '地图找客：底图、半径预设、行政区划',
        response: { 200: EnvelopeSchema(MapSearchOptionsSchema) },
      },
    },
    () => ok(options),
  );

  app.post(
    '/esee/marketing/mapSearch/search',
    {
      config,
      schema: {
        tags,
        summary: '地图找客：圆形、矩形、多边形或行政区内的企业数、一页企业与统计',
        body: MapSearchRequestSchema,
        response: { 200: EnvelopeSchema(MapSearchResultSchema) },
      },
    },
    async (request) => {
      const { shape, status = 'active' } = request.body;
      return ok(await searchShape(db, shape as MapShape, status, pageOf(request.body)));
    },
  );

  app.post(
    '/esee/marketing/mapSearch/density',
    {
      config,
      schema: {
        tags,
        summary: '地图找客：视野内企业的密度（热力网格），放大后为企业点位',
        body: MapDensityRequestSchema,
        response: { 200: EnvelopeSchema(MapDensitySchema) },
      },
    },
    async (request) => {
      const { bounds, zoom, status = 'active' } = request.body;
      checkBounds(bounds as Bounds, '视野');
      return ok(await density(bounds as Bounds, zoom, status, app.clock().getTime()));
    },
  );
};
