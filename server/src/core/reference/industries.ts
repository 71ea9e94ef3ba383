/**
 * GB/T 4754-2017 sections with a few classes each, weighted as companies
 * spread over them, and the words company names use for each.
 */
export interface Industry {
  section: string;
  code: string;
  name: string;
  /** Words for the industry part of a company name. */
  words: readonly string[];
  /** Phrases for the business scope. */
  scope: readonly string[];
  /**
   * Product lines a company of the class may add to its scope (null: none), dealt in turn: what places
   * companies on the industry chains' segments (generate/chains.ts matches these words).
   */
  products?: readonly (string | null)[];
}

interface Section {
  section: string;
  weight: number;
  classes: readonly Omit<Industry, 'section'>[];
}

export const SECTIONS: readonly Section[] = [
  {
    section: 'F',
    weight: 30,
    classes: [
      { code: 'F5179', name: '其他机械设备及电子产品批发', words: ['贸易', '商贸', '供应链管理'], scope: ['机械设备销售', '电子产品销售', '五金产品批发'], products: ['碳酸锂销售', '汽车零配件批发', '新能源汽车整车销售', '充电桩销售', '电子元器件批发', '集成电路销售', '可穿戴智能设备销售', '智能车载设备销售', '服务消费机器人销售', '二手车经纪'] },
      { code: 'F5211', name: '百货零售', words: ['商贸', '百货', '商业管理'], scope: ['日用百货销售', '服装服饰零售', '化妆品零售'] },
      { code: 'F5151', name: '西药批发', words: ['医药', '药业', '医药贸易'], scope: ['药品批发', '保健食品（预包装）销售', '消毒剂销售（不含危险化学品）'], products: ['第二类医疗器械销售', '第三类医疗器械经营'] },
      { code: 'F5251', name: '西药零售', words: ['大药房', '药房', '医药连锁'], scope: ['药品零售', '保健食品（预包装）销售', '第二类医疗器械销售'] },
      { code: 'F5123', name: '果品、蔬菜批发', words: ['农产品', '食品', '贸易'], scope: ['食用农产品批发', '新鲜水果批发', '食品销售'] },
    ],
  },
  {
    section: 'L',
    weight: 14,
    classes: [
      { code: 'L7212', name: '投资与资产管理', words: ['投资', '资产管理', '投资管理'], scope: ['以自有资金从事投资活动', '企业管理咨询', '资产管理'] },
      { code: 'L7281', name: '科技中介服务', words: ['企业管理', '咨询', '商务服务'], scope: ['企业管理咨询', '信息咨询服务', '市场营销策划'] },
    ],
  },
  {
    section: 'M',
    weight: 9,
    classes: [
      { code: 'M7511', name: '农林牧渔技术推广服务', words: ['生物科技', '农业科技'], scope: ['技术服务、技术开发、技术咨询', '生物基材料技术研发'], products: ['生物农药技术研发', null] },
      { code: 'M7320', name: '工程和技术研究和试验发展', words: ['科技', '技术研究', '新材料科技'], scope: ['工程和技术研究和试验发展', '新材料技术研发', '技术转让'], products: ['盐湖提锂技术研发', '人工智能基础软件开发', '人工智能理论与算法软件开发', '智能机器人的研发', '自动驾驶技术研发'] },
      { code: 'M7340', name: '医学研究和试验发展', words: ['医药科技', '医学科技', '生物医药'], scope: ['医学研究和试验发展', '技术服务、技术开发、技术咨询', '技术转让'], products: ['临床试验技术服务', '医药中间体研发', '远程健康管理服务'] },
    ],
  },
  {
    section: 'C',
    weight: 9,
    classes: [
      { code: 'C3985', name: '电子专用材料制造', words: ['电子', '电子科技', '精密制造'], scope: ['电子专用材料制造', '电子元器件制造', '电子专用材料销售'], products: ['锂电池正极材料制造', '锂电池负极材料制造', '锂电池电解液生产（不含危险化学品）', '锂电池隔膜制造', '锂离子电池制造', '半导体材料制造', '单晶硅片制造', '光伏玻璃制造', '光伏电池片制造', '光伏组件制造', '集成电路芯片设计及服务', '集成电路制造', '集成电路封装服务', '智能芯片研发', '可穿戴智能设备制造'] },
      { code: 'C3311', name: '金属结构制造', words: ['机械', '重工', '钢结构'], scope: ['金属结构制造', '通用设备制造', '机械零件加工'], products: ['汽车零部件及配件制造', '电机及其控制系统研发', '半导体器件专用设备制造', '光伏设备及元器件制造', '充电桩制造', '工业机器人制造', '新能源汽车整车制造', '光伏支架制造', '光伏逆变器制造'] },
      { code: 'C2720', name: '化学药品制剂制造', words: ['药业', '制药', '医药'], scope: ['药品生产', '药品批发', '药品进出口'], products: ['原料药生产', '化学药品制剂制造', '医药中间体生产'] },
      { code: 'C2761', name: '生物药品制造', words: ['生物医药', '生物制药', '生物技术'], scope: ['药品生产', '生物药品制造', '技术服务、技术开发、技术咨询'], products: ['细胞技术研发和应用', '生物药品研发'] },
      { code: 'C3581', name: '医疗诊断、监护及治疗设备制造', words: ['医疗器械', '医疗科技', '医疗设备'], scope: ['第一类医疗器械生产', '第二类医疗器械生产', '医疗设备租赁'], products: ['第三类医疗器械经营', null] },
      { code: 'C1469', name: '其他调味品、发酵制品制造', words: ['食品', '生物'], scope: ['食品生产', '调味品生产', '食品销售'] },
    ],
  },
  {
    section: 'E',
    weight: 7,
    classes: [
      { code: 'E4813', name: '市政道路工程建筑', words: ['建设工程', '建筑工程', '市政工程'], scope: ['建设工程施工', '市政设施管理', '园林绿化工程施工'], products: ['光伏发电工程施工', '电动汽车充电基础设施运营', null] },
      { code: 'E5011', name: '公共建筑装饰和装修', words: ['装饰工程', '建筑装饰', '装饰设计'], scope: ['住宅室内装饰装修', '建筑装饰材料销售', '工程管理服务'] },
    ],
  },
  {
    section: 'I',
    weight: 6,
    classes: [
      { code: 'I6513', name: '应用软件开发', words: ['信息技术', '网络科技', '软件', '数据科技'], scope: ['软件开发', '信息系统集成服务', '数据处理和存储支持服务'], products: ['人工智能应用软件开发', '电子设计自动化（EDA）软件开发', '集成电路设计', '智能控制系统集成', '汽车电子控制系统开发'] },
      { code: 'I6450', name: '互联网数据服务', words: ['网络科技', '云计算', '数字科技'], scope: ['互联网数据服务', '互联网信息服务', '人工智能应用软件开发'], products: ['物联网应用服务', '算力服务'] },
    ],
  },
  {
    section: 'O',
    weight: 5,
    classes: [{ code: 'O8010', name: '家庭服务', words: ['家政服务', '物业服务'], scope: ['家政服务', '物业管理', '保洁服务'] }],
  },
  {
    section: 'H',
    weight: 4,
    classes: [{ code: 'H6210', name: '正餐服务', words: ['餐饮管理', '餐饮'], scope: ['餐饮服务', '餐饮管理', '食品销售'] }],
  },
  {
    section: 'A',
    weight: 4,
    classes: [{ code: 'A0141', name: '蔬菜种植', words: ['农业开发', '种植', '生态农业'], scope: ['蔬菜种植', '水果种植', '农业机械服务'] }],
  },
  {
    section: 'G',
    weight: 3,
    classes: [{ code: 'G5430', name: '道路货物运输', words: ['物流', '运输', '货运'], scope: ['道路货物运输', '国内货物运输代理', '仓储服务'], products: ['汽车租赁', '机动车修理和维护', null, null, null, null] }],
  },
  {
    section: 'K',
    weight: 3,
    classes: [{ code: 'K7010', name: '房地产开发经营', words: ['房地产开发', '置业', '地产'], scope: ['房地产开发经营', '物业管理', '住房租赁'] }],
  },
  {
    section: 'J',
    weight: 2,
    classes: [{ code: 'J6930', name: '非金融机构支付服务', words: ['金融服务', '融资租赁', '商业保理'], scope: ['融资租赁业务', '商业保理业务', '接受金融机构委托从事信息技术外包'] }],
  },
  {
    section: 'D',
    weight: 2,
    classes: [{ code: 'D4415', name: '太阳能发电', words: ['新能源', '能源科技', '光伏科技'], scope: ['太阳能发电技术服务', '光伏设备及元器件销售', '储能技术服务'], products: ['分布式光伏发电项目开发', null] }],
  },
];

/** GB/T 4754-2017 门类 names. */
export const SECTION_NAMES: Record<string, string> = {
  A: '农、林、牧、渔业',
  B: '采矿业',
  C: '制造业',
  D: '电力、热力、燃气及水生产和供应业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  J: '金融业',
  K: '房地产业',
  L: '租赁和商务服务业',
  M: '科学研究和技术服务业',
  N: '水利、环境和公共设施管理业',
  O: '居民服务、修理和其他服务业',
  P: '教育',
  Q: '卫生和社会工作',
  R: '文化、体育和娱乐业',
  S: '公共管理、社会保障和社会组织',
  T: '国际组织',
};
