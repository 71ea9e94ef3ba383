import { text, type ConsistencyRule } from './rule';

/** A half-width bracket, as the register never writes one in a name. */
const HALF_WIDTH = /[()]/;

/**
 * A company's name, and each of its former names, writes its brackets full-width (（）) as the register
 * (国家企业信用信息公示系统) does: the legal form of a partnership (合伙企业（有限合伙）, 会计师事务所（特殊普通合伙）)
 * and a region after the trade name (旭弘科技（北京）有限公司). A name with 「(有限合伙)」 is not the register's
 * name: matched against a bank's customer list or a court's judgment, it is another string.
 */
export const nameBracketsRule: ConsistencyRule = {
  key: 'nameBrackets',
  title: '企业名称使用全角括号',
  files: ['companies'],
  check(_file, row) {
    const name = text(row.name);
    if (!name) return null;
    const former = Array.isArray(row.formerNames) ? row.formerNames.filter((n): n is string => typeof n === 'string') : [];
    return [name, ...former]
      .filter((n) => HALF_WIDTH.test(n))
      .map((n) => `企业名称「${n}」使用了半角括号，应为全角括号（）`);
  },
};
