/**
 * Who issues what, named from a company's region (GB/T 2260 code): market regulators, tax bureaus,
 * courts and their case-number codes, and the other departments records name. Only the districts of
 * the region table are known; any other code falls back to Beijing Chaoyang.
 */
import { DISTRICTS, shortCity, type District } from '../../core/reference/regions';

/** Court abbreviations of provinces, as case numbers use them (（2024）苏0105民初1234号). */
const COURT_ABBR: Record<string, string> = {
  '11': '京', '12': '津', '13': '冀', '14': '晋', '15': '内', '21': '辽', '22': '吉', '23': '黑', '31': '沪', '32': '苏', '33': '浙',
  '34': '皖', '35': '闽', '36': '赣', '37': '鲁', '41': '豫', '42': '鄂', '43': '湘', '44': '粤', '45': '桂', '46': '琼', '50': '渝',
  '51': '川', '52': '黔', '53': '云', '54': '藏', '61': '陕', '62': '甘', '63': '青', '64': '宁', '65': '新',
};

/** Abbreviations in ICP filing numbers where they differ from the courts' (滇ICP备, 黔ICP备, 陇ICP备, 蒙ICP备). */
const ICP_ABBR: Record<string, string> = { '15': '蒙', '53': '滇', '62': '陇' };

/** Short names of cities in document numbers (宁环罚〔2024〕12号). */
const CITY_ABBR: Record<string, string> = {
  北京市: '京', 上海市: '沪', 天津市: '津', 重庆市: '渝', 深圳市: '深', 广州市: '穗', 佛山市: '佛', 东莞市: '莞', 杭州市: '杭',
  宁波市: '甬', 金华市: '金', 南京市: '宁', 苏州市: '苏', 无锡市: '锡', 济南市: '济', 青岛市: '青', 武汉市: '武', 长沙市: '长',
  成都市: '成', 西安市: '西', 厦门市: '厦', 福州市: '榕', 石家庄市: '石', 郑州市: '郑', 合肥市: '合', 南昌市: '洪', 沈阳市: '沈',
  长春市: '春', 哈尔滨市: '哈', 南宁市: '邕', 昆明市: '昆', 贵阳市: '筑', 海口市: '海', 呼和浩特市: '呼', 兰州市: '兰', 乌鲁木齐市: '乌',
};

/** The intermediate court over a district of a municipality (北京市第三中级人民法院, 京03). */
const MUNICIPAL_INTERMEDIATE: Record<string, number> = {
  '110105': 3, '110108': 1, '110102': 2, '110106': 2, '310115': 1, '310104': 1, '310112': 1, '310107': 2, '120116': 3, '500103': 5, '500112': 1,
};

/** Cities with their own tax bureau at provincial level (计划单列市). */
const SEPARATE_PLAN_CITIES = new Set(['深圳市', '宁波市', '厦门市', '青岛市', '大连市']);

const MUNICIPAL_DEPARTMENTS: Record<string, Record<string, string>> = {
  北京市: { housing: '北京市住房和城乡建设委员会', industry: '北京市经济和信息化局', science: '北京市科学技术委员会', transport: '北京市交通委员会' },
  上海市: { housing: '上海市住房和城乡建设管理委员会', industry: '上海市经济和信息化委员会', science: '上海市科学技术委员会', transport: '上海市交通委员会' },
  天津市: { housing: '天津市住房和城乡建设委员会', industry: '天津市工业和信息化局', science: '天津市科学技术局', transport: '天津市交通运输委员会' },
  重庆市: { housing: '重庆市住房和城乡建设委员会', industry: '重庆市经济和信息化委员会', science: '重庆市科学技术局', transport: '重庆市交通局' },
};

const CHINESE_NUMBERS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

export interface Court {
  name: string;
  /** The court's part of a case number: province abbreviation and digits (苏0105, 苏01). */
  code: string;
}

/** A district and the names of the authorities that serve it. */
export interface Place {
  district: District;
  province: string;
  city: string;
  /** The district as its own authorities are named: 南京市建邺区, 北京市朝阳区, 义乌市, 东莞市. */
  local: string;
  /** The district without its ending, for bank branches and document numbers: 建邺, 浦东. */
  districtShort: string;
  cityShort: string;
  municipality: boolean;
  courtAbbr: string;
  icpAbbr: string;
  cityAbbr: string;
}

const PLACES = new Map<string, Place>();

function makePlace(d: District): Place {
  const municipality = d.province === d.city;
  const countyCity = d.district.endsWith('市');
  const prefix = d.code.slice(0, 2);
  return {
    district: d,
    province: d.province,
    city: d.city,
    local: countyCity ? d.district : `${d.city}${d.district}`,
    districtShort: d.district.replace(/(新区|区|市|县)$/, ''),
    cityShort: shortCity(d.city),
    municipality,
    courtAbbr: COURT_ABBR[prefix] ?? '京',
    icpAbbr: ICP_ABBR[prefix] ?? COURT_ABBR[prefix] ?? '京',
    cityAbbr: CITY_ABBR[d.city] ?? d.city.slice(0, 1),
  };
}

for (const d of DISTRICTS) PLACES.set(d.code, makePlace(d));

/** The place of a region code; codes outside the table fall back to Beijing Chaoyang. */
export function placeOf(code: string | null | undefined): Place {
  return PLACES.get(code ?? '') ?? PLACES.get('110105')!;
}

/** Other districts of the same city (for earlier addresses), the district itself included. */
export function districtsOfCity(place: Place): readonly District[] {
  return DISTRICTS.filter((d) => d.city === place.city);
}

/** Names every authority of a province starts with: its cities and county-level cities (for checks). */
export function placeNamesOfProvince(province: string): string[] {
  const names = new Set<string>();
  for (const d of DISTRICTS) {
    if (d.province !== province) continue;
    names.add(d.city);
    if (d.district.endsWith('市')) names.add(d.district);
  }
  return [...names];
}

// Market regulation (市场监督管理).
export const samrLocal = (p: Place) =>
  p.city === '深圳市' ? `深圳市市场监督管理局${p.districtShort}监管局` : `${p.local}市场监督管理局`;
export const samrCity = (p: Place) => `${p.city}市场监督管理局`;
export const samrProvince = (p: Place) => `${p.province}市场监督管理局`;

// Tax (国家税务总局…税务局).
export const taxProvince = (p: Place) =>
  SEPARATE_PLAN_CITIES.has(p.city) ? `国家税务总局${p.city}税务局` : `国家税务总局${p.province}税务局`;
export const taxLocal = (p: Place) => `国家税务总局${p.local}税务局`;
export const taxInspection = (p: Place, n: number) => `国家税务总局${p.city}税务局第${CHINESE_NUMBERS[n]}稽查局`;

// Other departments.
export const ecology = (p: Place) => `${p.city}生态环境局`;
export const emergency = (p: Place) => `${p.local}应急管理局`;
export const transport = (p: Place) => MUNICIPAL_DEPARTMENTS[p.city]?.transport ?? `${p.city}交通运输局`;
export const housingProvince = (p: Place) => MUNICIPAL_DEPARTMENTS[p.city]?.housing ?? `${p.province}住房和城乡建设厅`;
export const housingCity = (p: Place) => MUNICIPAL_DEPARTMENTS[p.city]?.housing ?? `${p.city}住房和城乡建设局`;
export const telecom = (p: Place) => `${p.province}通信管理局`;
export const industryDepartment = (p: Place) => MUNICIPAL_DEPARTMENTS[p.city]?.industry ?? `${p.province}工业和信息化厅`;
export const scienceDepartment = (p: Place) => MUNICIPAL_DEPARTMENTS[p.city]?.science ?? `${p.province}科学技术厅`;
export const PBOC_REGISTRY = '中国人民银行征信中心';

/** The basic court of the district: 南京市建邺区人民法院 (苏0105), 义乌市人民法院 (浙0782). */
export function baseCourt(p: Place): Court {
  if (p.district.code === '441900') return { name: '东莞市第一人民法院', code: '粤1971' };
  return { name: `${p.local}人民法院`, code: `${p.courtAbbr}${p.district.code.slice(2)}` };
}

/** The intermediate court over the district: 南京市中级人民法院 (苏01), 北京市第三中级人民法院 (京03). */
export function intermediateCourt(p: Place): Court {
  if (p.municipality) {
    const n = MUNICIPAL_INTERMEDIATE[p.district.code] ?? 1;
    return { name: `${p.city}第${CHINESE_NUMBERS[n]}中级人民法院`, code: `${p.courtAbbr}${String(n).padStart(2, '0')}` };
  }
  return { name: `${p.city}中级人民法院`, code: `${p.courtAbbr}${p.district.code.slice(2, 4)}` };
}

/** A case number: （2024）苏0105民初1234号. */
export const caseNumber = (court: Court, year: number, type: string, serial: number) => `（${year}）${court.code}${type}${serial}号`;

/** A bank's branch in the district: 中国工商银行股份有限公司南京建邺支行. */
export const bankBranch = (bank: string, p: Place) =>
  p.district.code === '441900' ? `${bank}东莞分行` : `${bank}${p.cityShort}${p.districtShort}支行`;
