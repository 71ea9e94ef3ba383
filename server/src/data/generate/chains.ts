import type { ChainRow } from '../format';

type Stage = '上游' | '中游' | '下游';
/** A segment: its stage, name, and the basis of membership (GB/T 4754 code prefixes, scope keywords). */
type Segment = readonly [stage: Stage, name: string, codes: readonly string[], keywords: readonly string[]];

/**
 * The industry chains of the data set (CBA 产业链找客): each a list of segments upstream to downstream. A
 * company belongs to a segment when its industry code starts with one of the codes or its business scope
 * contains one of the keywords; the keywords are the product lines the company generator deals
 * (`products` in reference/industries.ts), so every segment has companies and every count can be audited.
 */
const CHAINS: readonly { chainId: string; name: string; description: string; industries: readonly string[]; segments: readonly Segment[] }[] = [
  {
    chainId: 'NEV',
    name: '新能源汽车',
    description: '从锂资源、电池材料到动力电池、电机电控，再到整车、充电设施与汽车后市场。',
    industries: ['C', 'F51', 'M73', 'E48', 'G54', 'I65'],
    segments: [
      ['上游', '锂矿资源', [], ['碳酸锂', '提锂', '锂矿']],
      ['上游', '正极材料', [], ['正极材料']],
      ['上游', '负极材料', [], ['负极材料']],
      ['上游', '电解液', [], ['电解液']],
      ['上游', '隔膜', [], ['电池隔膜', '锂电池隔膜']],
      ['中游', '动力电池', [], ['锂离子电池制造', '动力电池']],
      ['中游', '电机电控', [], ['电机及其控制系统', '汽车电子控制系统']],
      ['中游', '汽车零部件', [], ['汽车零部件及配件制造', '汽车零配件批发']],
      ['下游', '整车制造', [], ['新能源汽车整车制造', '新能源汽车整车销售']],
      ['下游', '充电设施', [], ['充电桩', '充电基础设施']],
      ['下游', '汽车后市场', [], ['二手车经纪', '机动车修理和维护', '汽车租赁']],
    ],
  },
  {
    chainId: 'IC',
    name: '集成电路',
    description: '半导体材料、设备与设计工具，芯片设计、制造与封测，到元器件分销和终端电子产品。',
    industries: ['C', 'F51', 'I65'],
    segments: [
      ['上游', '半导体材料', [], ['半导体材料']],
      ['上游', '半导体设备', [], ['半导体器件专用设备']],
      ['上游', 'EDA与IP', [], ['电子设计自动化']],
      ['中游', '芯片设计', ['I6520'], ['集成电路芯片设计', '集成电路设计', '智能芯片']],
      ['中游', '晶圆制造', ['C3973'], ['集成电路制造']],
      ['中游', '芯片封测', [], ['集成电路封装']],
      ['下游', '元器件分销', [], ['电子元器件批发', '集成电路销售']],
      ['下游', '消费电子', [], ['可穿戴智能设备']],
      ['下游', '汽车电子', [], ['汽车电子控制系统', '智能车载设备']],
    ],
  },
  {
    chainId: 'BIO',
    name: '生物医药',
    description: '医药原料、研发外包，化学药、生物药与医疗器械，到医药流通和健康服务。',
    // Pharmaceutical and medical-device makers, 医药 wholesale and retail, 医学研究和试验发展 (GB/T 4754-2017).
    industries: ['C27', 'C358', 'F515', 'F525', 'M734'],
    segments: [
      ['上游', '医药原料与中间体', [], ['医药中间体', '原料药']],
      ['上游', '研发外包（CRO）', ['M734'], ['医学研究和试验发展', '临床试验']],
      ['中游', '化学药', ['C271', 'C272'], ['化学药品制剂']],
      ['中游', '生物药', ['C276'], ['细胞技术', '生物药品']],
      ['中游', '医疗器械', ['C358'], ['医疗器械生产']],
      ['下游', '医药流通', ['F5151', 'F5251'], ['药品批发', '药品零售']],
      ['下游', '医疗器械销售', [], ['第二类医疗器械销售', '第三类医疗器械经营']],
      ['下游', '健康服务', [], ['远程健康管理服务', '互联网医院']],
    ],
  },
  {
    chainId: 'PV',
    name: '光伏',
    description: '硅料硅片、光伏玻璃与设备，电池片、组件与逆变器，到电站运营、储能与工程安装。',
    industries: ['C', 'D44', 'E48', 'F51'],
    segments: [
      ['上游', '硅料与硅片', [], ['多晶硅', '单晶硅', '硅片']],
      ['上游', '光伏玻璃与辅材', [], ['光伏玻璃', '光伏支架']],
      ['上游', '光伏设备', [], ['光伏设备及元器件制造']],
      ['中游', '电池片', [], ['光伏电池片']],
      ['中游', '光伏组件', [], ['光伏组件']],
      ['中游', '逆变器', [], ['逆变器']],
      ['下游', '光伏电站', ['D4415'], ['光伏电站', '分布式光伏']],
      ['下游', '储能', [], ['储能']],
      ['下游', '光伏工程', [], ['光伏发电工程']],
    ],
  },
  {
    chainId: 'AI',
    name: '人工智能',
    description: '算力、数据与智能芯片，算法与应用软件，到机器人、智能驾驶和行业应用。',
    industries: ['C', 'F51', 'I', 'M73'],
    segments: [
      ['上游', '算力与数据', ['I6450'], ['算力服务', '数据标注']],
      ['上游', '智能芯片', [], ['智能芯片']],
      ['中游', '算法与基础软件', [], ['人工智能基础软件开发', '人工智能理论与算法软件开发']],
      ['中游', '应用软件', [], ['人工智能应用软件开发']],
      ['下游', '智能机器人', [], ['机器人']],
      ['下游', '智能驾驶', [], ['自动驾驶', '智能车载设备']],
      ['下游', '行业应用', [], ['智能控制系统集成', '物联网应用服务']],
    ],
  },
];

/** The chains as lines of `chains.jsonl`: node ids are the chain's id and the segment's number. */
export function planChains(): ChainRow[] {
  return CHAINS.map((c) => ({
    chainId: c.chainId,
    name: c.name,
    description: c.description,
    industries: [...c.industries],
    nodes: c.segments.map(([stage, name, codes, keywords], i) => ({
      nodeId: `${c.chainId}-${String(i + 1).padStart(2, '0')}`,
      stage,
      name,
      industryCodes: [...codes],
      keywords: [...keywords],
    })),
  }));
}
