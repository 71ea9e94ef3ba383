/*
 * The dictionaries the classification reads: summary (摘要/用途) keywords by class, and the name patterns of
 * counterparty classes. Data, not code: extend a list to teach the analysis a new wording. The first class
 * whose keyword appears wins, so the more specific classes come first (代发工资 is 工资, not 代付).
 */

/** Summary classes and their keywords, in the order they are tried. */
export const SUMMARY_CLASSES: readonly (readonly [string, readonly string[]])[] = [
  ['现金', ['现金', '存现', '取现', '现存', '现支', 'ATM', '自助存款', '自助取款', '柜台取款', '柜台存款']],
  ['工资', ['工资', '代发', '薪酬', '薪金', '奖金', '劳务费', '绩效']],
  ['税费', ['税', '社保', '社会保险', '公积金', '规费', '关税', '滞纳金']],
  ['利息', ['利息', '结息', '付息', '息费']],
  ['手续费', ['手续费', '服务费', '工本费', '年费', '短信费', '汇划费', '账户管理费', '电子汇划']],
  ['借贷', ['借款', '贷款', '还款', '放款', '拆借', '还贷', '归还', '借支', '借']],
  ['分红', ['分红', '股利', '红利', '股息']],
  ['投资理财', ['理财', '申购', '赎回', '认购', '投资款', '基金', '定期存款']],
  ['退款', ['退款', '退回', '冲正', '退汇', '退票']],
  ['货款', ['货款', '采购', '销售', '材料', '工程款', '购货', '进货', '服务款', '设备款', '合同款', '加工费', '运费']],
  ['消费', ['消费', '支付宝', '财付通', '微信', '快捷支付', '网购', 'POS', '美团', '京东']],
  ['转账', ['转账', '汇款', '往来', '转存', '汇入', '汇出', '转入', '转出']],
];
/** A summary no keyword matches. */
export const OTHER_SUMMARY = '其他';

/** Summaries naming a payment on someone else's behalf (第三方回款/代付). 代发 (payroll) is not one. */
export const ON_BEHALF = /代付|代收|代缴|代为支付|代为付款|代为收款|代垫/;

/** Banks, payment institutions and other financial institutions. */
export const FINANCIAL =
  /银行|信用社|信用合作|支付|财付通|支付宝|证券|保险|信托|期货|基金管理|金融|小额贷款|融资租赁|资产管理|清算/;
/** Tax, social security and other government payees. */
export const GOVERNMENT = /税务|国库|财政|人民政府|社会保险|社保|公积金|海关|法院|人力资源和社会保障|市场监督管理/;
/** Words of an organisation's name: a counterparty without them, of two to four Chinese characters, is a person. */
export const ORGANISATION =
  /公司|企业|集团|工厂|厂$|中心|合作社|事务所|商行|店$|经营部|研究院|研究所|医院|学校|大学|协会|委员会|专户|基金|部$|局$|站$|馆$|所$/;
/** A person's name: two to four Chinese characters (a middle dot for minority names). */
export const PERSON_NAME = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{1,5}$/;
