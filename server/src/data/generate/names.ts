/** Parts of Chinese names: trade names (字号) and people's names. */

/** Characters trade names are made of; two make one, sometimes three. */
export const TRADE_CHARS = [...'华泰恒信达盛鑫源隆兴汇通宏博鼎瑞丰德安康新天创科智远中联合众金海宇诚嘉益立明光佳卓越天成正和润达通广发荣锦富星晨晟辉启航凯利亿永同泽弘昊铭睿思远峰骏顺旭'];

export const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'];

export const GIVEN_CHARS = [...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国玉兰志强海燕红梅晓东俊杰子涵雨欣浩然梓轩思远欣怡文博宇航佳怡子豪雅婷嘉怡一鸣天宇晨曦'];

/** Bank lenders and institutions that appear as parties in records. */
export const BANKS = [
  '中国工商银行股份有限公司',
  '中国建设银行股份有限公司',
  '中国农业银行股份有限公司',
  '招商银行股份有限公司',
  '兴业银行股份有限公司',
  '上海浦东发展银行股份有限公司',
  '平安银行股份有限公司',
  '中国民生银行股份有限公司',
];

/** A limited partnership's legal form as the register writes it, in full-width brackets (as every name's brackets). */
export const LIMITED_PARTNERSHIP = '合伙企业（有限合伙）';

export const LEGAL_FORMS: readonly (readonly [string, number])[] = [
  ['有限公司', 62],
  ['有限责任公司', 18],
  ['股份有限公司', 6],
  [LIMITED_PARTNERSHIP, 4],
  ['集团有限公司', 2],
];

export const ORG_TYPE_BY_FORM: Record<string, string> = {
  有限公司: '有限责任公司(自然人投资或控股)',
  有限责任公司: '有限责任公司(自然人投资或控股)',
  股份有限公司: '股份有限公司(非上市、自然人投资或控股)',
  [LIMITED_PARTNERSHIP]: '有限合伙企业',
  集团有限公司: '有限责任公司(法人独资)',
};

/**
 * Organisations that are not companies (spec 2 §2: agency details): the name's ending, the type, and the
 * first two characters of the credit code (registering authority and kind, GB 32100: 1 机构编制, 5 民政).
 */
export const ORGANISATION_FORMS = [
  { form: '协会', orgType: '社会团体', codePrefix: '51' },
  { form: '商会', orgType: '社会团体', codePrefix: '51' },
  { form: '研究院', orgType: '事业单位', codePrefix: '12' },
  { form: '职业培训学校', orgType: '民办非企业单位', codePrefix: '52' },
  { form: '公益基金会', orgType: '基金会', codePrefix: '53' },
] as const;

export const EXECUTIVE_POSTS = ['执行董事兼总经理', '监事', '董事长', '董事', '总经理', '财务负责人', '董事会秘书'];
