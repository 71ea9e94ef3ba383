/**
 * Districts (GB/T 2260 codes) with their centres, weighted by how many
 * companies register there. Coordinates are WGS-84, to 3 decimals.
 */
export interface District {
  code: string;
  province: string;
  city: string;
  district: string;
  lng: number;
  lat: number;
  weight: number;
}

const d = (code: string, province: string, city: string, district: string, lng: number, lat: number, weight: number): District => ({
  code,
  province,
  city,
  district,
  lng,
  lat,
  weight,
});

export const DISTRICTS: readonly District[] = [
  d('110105', '北京市', '北京市', '朝阳区', 116.443, 39.921, 9),
  d('110108', '北京市', '北京市', '海淀区', 116.298, 39.959, 8),
  d('110102', '北京市', '北京市', '西城区', 116.366, 39.912, 4),
  d('110106', '北京市', '北京市', '丰台区', 116.287, 39.858, 3),
  d('310115', '上海市', '上海市', '浦东新区', 121.544, 31.221, 10),
  d('310104', '上海市', '上海市', '徐汇区', 121.437, 31.188, 4),
  d('310112', '上海市', '上海市', '闵行区', 121.382, 31.113, 4),
  d('310107', '上海市', '上海市', '普陀区', 121.396, 31.249, 3),
  d('440305', '广东省', '深圳市', '南山区', 113.930, 22.533, 8),
  d('440304', '广东省', '深圳市', '福田区', 114.055, 22.521, 7),
  d('440306', '广东省', '深圳市', '宝安区', 113.883, 22.555, 6),
  d('440106', '广东省', '广州市', '天河区', 113.361, 23.125, 7),
  d('440104', '广东省', '广州市', '越秀区', 113.267, 23.129, 3),
  d('440604', '广东省', '佛山市', '禅城区', 113.122, 23.009, 3),
  d('441900', '广东省', '东莞市', '东莞市', 113.752, 23.021, 4),
  d('330106', '浙江省', '杭州市', '西湖区', 120.130, 30.259, 5),
  d('330108', '浙江省', '杭州市', '滨江区', 120.212, 30.208, 5),
  d('330212', '浙江省', '宁波市', '鄞州区', 121.547, 29.817, 4),
  d('330782', '浙江省', '金华市', '义乌市', 120.075, 29.306, 4),
  d('320105', '江苏省', '南京市', '建邺区', 118.731, 32.004, 4),
  d('320106', '江苏省', '南京市', '鼓楼区', 118.770, 32.066, 3),
  d('320505', '江苏省', '苏州市', '虎丘区', 120.566, 31.296, 4),
  d('320206', '江苏省', '无锡市', '惠山区', 120.298, 31.681, 3),
  d('370102', '山东省', '济南市', '历下区', 117.076, 36.666, 3),
  d('370212', '山东省', '青岛市', '崂山区', 120.468, 36.107, 3),
  d('420103', '湖北省', '武汉市', '江汉区', 114.270, 30.601, 3),
  d('420106', '湖北省', '武汉市', '武昌区', 114.316, 30.554, 3),
  d('430104', '湖南省', '长沙市', '岳麓区', 112.931, 28.235, 3),
  d('510107', '四川省', '成都市', '武侯区', 104.043, 30.642, 4),
  d('510116', '四川省', '成都市', '双流区', 103.923, 30.574, 3),
  d('500103', '重庆市', '重庆市', '渝中区', 106.569, 29.553, 3),
  d('500112', '重庆市', '重庆市', '渝北区', 106.631, 29.718, 3),
  d('610113', '陕西省', '西安市', '雁塔区', 108.948, 34.222, 3),
  d('350203', '福建省', '厦门市', '思明区', 118.082, 24.446, 3),
  d('350102', '福建省', '福州市', '鼓楼区', 119.304, 26.082, 2),
  d('120116', '天津市', '天津市', '滨海新区', 117.711, 39.003, 4),
  d('130102', '河北省', '石家庄市', '长安区', 114.539, 38.037, 2),
  d('410105', '河南省', '郑州市', '金水区', 113.661, 34.800, 3),
  d('340104', '安徽省', '合肥市', '蜀山区', 117.261, 31.851, 3),
  d('360103', '江西省', '南昌市', '西湖区', 115.877, 28.657, 2),
  d('210106', '辽宁省', '沈阳市', '铁西区', 123.377, 41.803, 2),
  d('220104', '吉林省', '长春市', '朝阳区', 125.288, 43.834, 1),
  d('230103', '黑龙江省', '哈尔滨市', '南岗区', 126.669, 45.760, 1),
  d('450103', '广西壮族自治区', '南宁市', '青秀区', 108.494, 22.785, 2),
  d('530102', '云南省', '昆明市', '五华区', 102.707, 25.044, 2),
  d('520103', '贵州省', '贵阳市', '云岩区', 106.724, 26.605, 1),
  d('460108', '海南省', '海口市', '美兰区', 110.366, 20.029, 2),
  d('150102', '内蒙古自治区', '呼和浩特市', '新城区', 111.665, 40.858, 1),
  d('620102', '甘肃省', '兰州市', '城关区', 103.825, 36.057, 1),
  d('650102', '新疆维吾尔自治区', '乌鲁木齐市', '天山区', 87.631, 43.794, 1),
];

/** The short city name for company names: 深圳市 → 深圳. */
export const shortCity = (city: string) => city.replace(/(市|地区|自治州)$/, '');
export const shortProvince = (p: string) => p.replace(/(省|市|壮族自治区|维吾尔自治区|回族自治区|自治区)$/, '');

const BY_CODE = new Map(DISTRICTS.map((d) => [d.code, d]));

/** Province, city and district of a GB/T 2260 code, where the table knows it. */
export function regionOf(code: string | null): { province: string; city: string; district: string } | null {
  const d = code ? BY_CODE.get(code) : undefined;
  return d ? { province: d.province, city: d.city, district: d.district } : null;
}

export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/** Provinces, their cities and districts (GB/T 2260), from the districts the data knows. */
export function regionTree(): RegionNode[] {
  const provinces = new Map<string, RegionNode & { children: RegionNode[] }>();
  const cities = new Map<string, RegionNode & { children: RegionNode[] }>();
  for (const d of [...DISTRICTS].sort((a, b) => a.code.localeCompare(b.code))) {
    const pCode = d.code.slice(0, 2);
    let province = provinces.get(pCode);
    if (!province) provinces.set(pCode, (province = { code: pCode, name: d.province, children: [] }));
    const cCode = d.code.slice(0, 4);
    let city = cities.get(cCode);
    if (!city) {
      cities.set(cCode, (city = { code: cCode, name: d.city, children: [] }));
      province.children.push(city);
    }
    city.children.push({ code: d.code, name: d.district });
  }
  return [...provinces.values()];
}
