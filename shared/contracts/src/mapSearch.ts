import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan } from './money';
import { OptionNodeSchema } from './conditionSearch';
import { PageNoFields } from './paging';

/**
 * CBA 地图找客 (product pages §1.3): the companies inside a shape drawn on the map (circle, rectangle,
 * polygon) or an administrative area, their statistics, and the density of companies in the map's view.
 */

/** The page permission of the menu entry, and the session right of the legacy product. */
export const MAP_SEARCH_PERMISSION = 'app:cba:marketing:mapSearch';
export const MAP_SEARCH_RIGHT = 'marketing:search:map';

export const CIRCLE_RADIUS_PRESETS_KM = [1, 3, 5, 10] as const;
export const RADIUS_MIN_KM = 0.1;
export const RADIUS_MAX_KM = 50;
export const POLYGON_MAX_VERTICES = 100;
/** From this zoom on, the map shows each company as a point (when the view holds few enough). */
export const MAP_POINT_ZOOM = 11;
/** The most points a view is sent; a denser view stays a heat map. */
export const MAP_MAX_POINTS = 3000;

const Lng = Type.Number({ minimum: -180, maximum: 180 });
const Lat = Type.Number({ minimum: -90, maximum: 90 });
/** [lng, lat], WGS-84. */
export const MapPointSchema = Type.Tuple([Lng, Lat]);
export type MapPoint = Static<typeof MapPointSchema>;

export const CircleShapeSchema = Type.Object(
  {
    kind: Type.Literal('circle'),
    center: MapPointSchema,
    radiusKm: Type.Number({ minimum: RADIUS_MIN_KM, maximum: RADIUS_MAX_KM }),
  },
  { additionalProperties: false },
);
export const RectangleShapeSchema = Type.Object(
  { kind: Type.Literal('rectangle'), southWest: MapPointSchema, northEast: MapPointSchema },
  { additionalProperties: false },
);
export const PolygonShapeSchema = Type.Object(
  {
    kind: Type.Literal('polygon'),
    /** The vertices in order, the first not repeated at the end. */
    vertices: Type.Array(MapPointSchema, { minItems: 3, maxItems: POLYGON_MAX_VERTICES }),
  },
  { additionalProperties: false },
);
export const RegionShapeSchema = Type.Object(
  {
    kind: Type.Literal('region'),
    /** A province (2 digits), city (4) or district (6) code, GB/T 2260. */
    code: Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 }),
  },
  { additionalProperties: false },
);
export const MapShapeSchema = Type.Union([
  CircleShapeSchema,
  RectangleShapeSchema,
  PolygonShapeSchema,
  RegionShapeSchema,
]);
export type MapShape = Static<typeof MapShapeSchema>;

export const MAP_COMPANY_STATUSES = [
  { key: 'active', label: '在营' },
  { key: 'all', label: '全部' },
] as const;

export const MapSearchRequestSchema = Type.Object(
  {
    shape: MapShapeSchema,
    /** 在营 only (the default), or every company. */
    status: Type.Optional(Type.Union(MAP_COMPANY_STATUSES.map((s) => Type.Literal(s.key)))),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type MapSearchRequest = Static<typeof MapSearchRequestSchema>;

export const MapCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.Union([Type.String(), Type.Null()]),
  industryName: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.String(), Type.Null()]),
  lng: Type.Number(),
  lat: Type.Number(),
});
export type MapCompany = Static<typeof MapCompanySchema>;

const CountSchema = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });
export type MapCount = Static<typeof CountSchema>;

export const MapSearchResultSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(MapCompanySchema),
  statistics: Type.Object({
    /** By GB/T 4754 section, most first; companies without an industry under 未分类 (key `-`). */
    byIndustry: Type.Array(CountSchema),
    /** By registered-capital band (CAPITAL_BANDS), then 未公示 (key `none`) when any. */
    byCapital: Type.Array(CountSchema),
  }),
  /** The shape's bounding box [[west, south], [east, north]], to fit the map to it. */
  bounds: Type.Tuple([MapPointSchema, MapPointSchema]),
});
export type MapSearchResult = Static<typeof MapSearchResultSchema>;

export const MapDensityRequestSchema = Type.Object(
  {
    /** The view: [[west, south], [east, north]]. */
    bounds: Type.Tuple([MapPointSchema, MapPointSchema]),
    zoom: Type.Number({ minimum: 0, maximum: 24 }),
    status: Type.Optional(Type.Union(MAP_COMPANY_STATUSES.map((s) => Type.Literal(s.key)))),
  },
  { additionalProperties: false },
);
export type MapDensityRequest = Static<typeof MapDensityRequestSchema>;

export const MapDensitySchema = Type.Object({
  /** `heat`: counts per grid cell; `points`: each company of the view (few enough, zoomed in). */
  mode: Type.Union([Type.Literal('heat'), Type.Literal('points')]),
  /** The grid's cell size in degrees (heat). */
  cellDeg: Type.Number(),
  /** Cell centres with their company count (heat). */
  cells: Type.Array(Type.Object({ lng: Type.Number(), lat: Type.Number(), count: Type.Integer() })),
  points: Type.Array(
    Type.Object({ entId: Type.String(), name: Type.String(), lng: Type.Number(), lat: Type.Number() }),
  ),
});
export type MapDensity = Static<typeof MapDensitySchema>;

export const MapSearchOptionsSchema = Type.Object({
  /** The base map: the bundled outlines, or 高德 when the operator has configured a key. */
  baseMap: Type.Union([
    Type.Object({ provider: Type.Literal('outline') }),
    Type.Object({
      provider: Type.Literal('amap'),
      key: Type.String(),
      securityCode: Type.Union([Type.String(), Type.Null()]),
    }),
  ]),
  radiusPresetsKm: Type.Array(Type.Number()),
  radiusKm: Type.Object({ min: Type.Number(), max: Type.Number() }),
  polygonMaxVertices: Type.Integer(),
  pointZoom: Type.Number(),
  /** Provinces, their cities and districts that hold companies (GB/T 2260). */
  regions: Type.Array(OptionNodeSchema),
  statuses: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type MapSearchOptions = Static<typeof MapSearchOptionsSchema>;
