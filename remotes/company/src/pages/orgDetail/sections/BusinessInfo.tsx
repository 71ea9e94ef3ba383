import type { EnterpriseInfo } from '@esee/contracts';
import { ExpandableText, formatDate, formatEmployees, formatMoney, KeyValueList, personHref, Section } from '@esee/ui';

/** 工商信息: the registration facts as a key-value list (spec 2 §2). */
export function BusinessInfo({ info }: { info: EnterpriseInfo }) {
  return (
    <Section id="businessInfo" title="工商信息">
      <KeyValueList
        testId="business-info"
        items={[
          { label: '企业名称', value: info.name },
          { label: '统一社会信用代码', value: info.creditCode },
          {
            label: '法定代表人',
            value:
              info.legalRep && info.legalRepId ? (
                <a href={personHref(info.legalRepId)} target="_blank" rel="noopener noreferrer">
                  {info.legalRep}
                </a>
              ) : (
                info.legalRep
              ),
            wide: false,
          },
          { label: '登记状态', value: info.status },
          { label: '成立日期', value: formatDate(info.estDate) },
          { label: '注册资本', value: formatMoney(info.regCapital, info.regCapitalCurrency) },
          { label: '实缴资本', value: formatMoney(info.paidCapital, info.regCapitalCurrency) },
          { label: '组织机构代码', value: info.orgCode },
          { label: '工商注册号', value: info.regNo },
          { label: '企业类型', value: info.orgType },
          { label: '所属行业', value: info.industryName },
          { label: '所属地区', value: info.region },
          { label: '参保人数', value: formatEmployees(info.employeeCount) },
          { label: '曾用名', value: info.formerNames.join('，') },
          { label: '注册地址', value: info.address, wide: true },
          {
            label: '经营范围',
            value: info.businessScope ? <ExpandableText value={info.businessScope} /> : null,
            wide: true,
          },
        ]}
      />
    </Section>
  );
}
