/*
 * Entities that connect everything and so say nothing about a relation (product pages §1.5 and §2.3,
 * enterprise-risk §2.6): government bodies and state-asset commissions, exchanges, funds. Shared by the
 * relationship prospecting walk and the bid-rigging check.
 */

const GOVERNMENT = /国有资产监督管理|国资委|人民政府|财政(部|厅|局)|管理委员会|政府/;
const GOVERNMENT_TYPES = new Set(['机关', '机关法人', '事业单位']);
const FUND = /基金(?!会)|创业投资|股权投资/;
const EXCHANGE = /交易所/;

/** Why a company is a public hub (政府机关/国资委, 交易所, 基金), or null when it is not one. */
export function publicHubReason(name: string, orgType: string | null): string | null {
  if (GOVERNMENT.test(name) || GOVERNMENT_TYPES.has(orgType ?? '')) return '政府机关/国资委';
  if (EXCHANGE.test(name)) return '交易所';
  if (FUND.test(name)) return '基金';
  return null;
}
