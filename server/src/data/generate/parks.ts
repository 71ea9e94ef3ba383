/**
 * Industrial parks (园区): one in each district where companies register, two in the busiest, named
 * from their city or district as real parks are (苏州高新技术产业开发区, 南山智能制造产业园), each with a
 * star-shaped boundary polygon around a centre near the district's centre, where the district's companies
 * lie (companies.ts scatters them within ±0.03° of longitude and ±0.025° of latitude of it).
 */
import { PARK_INDUSTRIES } from '@esee/contracts';
import type { ParkRow } from '../format';
import { DISTRICTS, shortCity, type District } from '../../core/reference/regions';
import type { Random } from './random';

const INDUSTRIES = PARK_INDUSTRIES;

/** The word of an 产业园's name for its first industry. */
const PARK_WORD: Record<string, string> = {
  电子信息: '电子信息',
  集成电路: '集成电路',
  人工智能: '人工智能',
  生物医药: '生物医药',
  医疗器械: '医疗器械',
  新材料: '新材料',
  新能源: '新能源',
  高端装备制造: '智能制造',
  汽车及零部件: '汽车零部件',
  节能环保: '节能环保',
  现代物流: '物流',
  跨境电商: '跨境电商',
  软件和信息服务: '软件',
  数字创意: '数字创意',
  金融服务: '金融科技',
};

type Type = ParkRow['type'];
type Level = ParkRow['level'];

const TYPES: readonly (readonly [Type, number])[] = [
  ['经济技术开发区', 20],
  ['高新技术产业开发区', 25],
  ['综合保税区', 10],
  ['工业园区', 20],
  ['产业园', 25],
];

const LEVELS: Record<Type, readonly (readonly [Level, number])[]> = {
  经济技术开发区: [
    ['国家级', 6],
    ['省级', 4],
  ],
  高新技术产业开发区: [
    ['国家级', 5],
    ['省级', 5],
  ],
  综合保税区: [['国家级', 1]],
  工业园区: [
    ['省级', 4],
    ['市级', 6],
  ],
  产业园: [
    ['省级', 2],
    ['市级', 8],
  ],
};

/** A district's name without its suffix: 浦东新区 → 浦东, 南山区 → 南山, 义乌市 → 义乌. */
const shortDistrict = (d: District) => d.district.replace(/(新区|区|市|县)$/, '');

function nameOf(type: Type, level: Level, d: District, industry: string): string {
  const city = shortCity(d.city);
  const place = shortDistrict(d);
  switch (type) {
    case '经济技术开发区':
      return level === '国家级' ? `${city}经济技术开发区` : `${place}经济开发区`;
    case '高新技术产业开发区':
      return level === '国家级' ? `${city}高新技术产业开发区` : `${place}高新技术产业园区`;
    case '综合保税区':
      return `${city}${place === city ? '' : place}综合保税区`;
    case '工业园区':
      return `${place}工业园区`;
    default:
      return `${place}${PARK_WORD[industry] ?? industry}产业园`;
  }
}

/** Area in km² of a polygon of [lng, lat] at this latitude (shoelace over a local projection). */
export function areaKm2(points: readonly (readonly [number, number])[], lat: number): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * kx * (y2 * ky) - x2 * kx * (y1 * ky);
  }
  return Math.abs(sum) / 2;
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** The parks of a data set of this many companies: none for a tiny one (like the institutions). */
export function planParks(r: Random, companies: number, parkId: (n: number) => string): ParkRow[] {
  if (companies < 50) return [];
  const parks: ParkRow[] = [];
  const names = new Set<string>();
  for (const d of DISTRICTS) {
    const count = d.weight >= 7 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const industries = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.pick(INDUSTRIES)))];
      let type = r.weighted(TYPES);
      let level = r.weighted(LEVELS[type]!);
      let name = nameOf(type, level, d, industries[0]!);
      // A city has one national park of a type; a second draw is an 产业园 of the district.
      if (names.has(name)) {
        type = '产业园';
        level = '市级';
        name = nameOf(type, level, d, industries[0]!);
      }
      if (names.has(name)) name = `${shortDistrict(d)}${PARK_WORD[industries.at(-1)!]}${k + 2}号产业园`;
      names.add(name);
      const lng = round5(d.lng + (r.next() - 0.5) * 0.024);
      const lat = round5(d.lat + (r.next() - 0.5) * 0.02);
      const radius = type === '产业园' ? 0.004 + r.next() * 0.004 : 0.007 + r.next() * 0.007;
      const vertices = r.int(8, 14);
      const turn = r.next() * Math.PI * 2;
      // Star-shaped around the centre (angles in order), so the polygon never crosses itself.
      const boundary = Array.from({ length: vertices }, (_, i): [number, number] => {
        const a = turn + (i / vertices) * Math.PI * 2;
        const rr = radius * (0.7 + r.next() * 0.3);
        return [round5(lng + rr * Math.cos(a) * 1.15), round5(lat + rr * Math.sin(a))];
      });
      parks.push({
        parkId: parkId(parks.length + 1),
        name,
        level,
        type,
        regionCode: d.code,
        area: Math.round(areaKm2(boundary, lat) * 100) / 100,
        lng,
        lat,
        boundary,
        industries,
      });
    }
  }
  return parks;
}
