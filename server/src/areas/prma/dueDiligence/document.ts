import { DD_DIMENSION_INFO, moneyText, RISK_GRADES, riskSummaryText, type CreditSource } from '@esee/contracts';
import { snapshotReport, type PdfReport, type PdfSection } from '../../../platform/files/pdf';
import type { DdContent } from './content';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const wan = (yuan: number | null) => (yuan === null ? '-' : moneyText(yuan));
const sourceText = (s: CreditSource | null) => (s ? `${s.kindTitle} ${s.id}${s.date ? `（${s.date}）` : ''}` : '-');
const gradeText = (grade: string) => `${grade}（${RISK_GRADES.find((g) => g.grade === grade)?.label ?? '-'}）`;

/**
 * A due-diligence report as a PDF, in the writer and the layout of the company profile reports:
 * company basics and the dimensions applied, then a section per dimension chosen, relations to the
 * counterparts, and the risk checklist with its grade; every finding names its source record.
 */
export function dueDiligenceReport(c: DdContent, made: { at: Date; requester: string }): PdfReport {
  const sections: PdfSection[] = [
    ['基本信息', (pdf) => basics(pdf, c)],
    ['尽调维度', (pdf) => dimensions(pdf, c)],
    ['风险清单与等级', (pdf) => risks(pdf, c)],
  ];
  const wants = (d: keyof typeof DD_DIMENSION_INFO) => c.dimensions.includes(d);
  if (wants('equity')) sections.push(['股权关系', (pdf) => equity(pdf, c)]);
  if (wants('post')) sections.push(['任职关系', (pdf) => posts(pdf, c)]);
  if (wants('privateSphere')) sections.push(['关键人员与私域排查', (pdf) => sphere(pdf, c)]);
  if (c.counterparts.length) sections.push(['与核查对象的关系', (pdf) => counterparts(pdf, c)]);
  if (wants('suspected')) sections.push(['疑似关系', (pdf) => suspected(pdf, c)]);
  if (wants('news')) sections.push(['舆情摘要', (pdf) => news(pdf, c)]);
  return snapshotReport({ title: `${c.info.name} 尽职调查报告`, creditCode: c.info.creditCode, ...made }, sections);
}

function basics(pdf: PdfReport, { info }: DdContent) {
  pdf.keyValues([
    ['企业名称', info.name],
    ['统一社会信用代码', text(info.creditCode)],
    ['法定代表人', text(info.legalRep)],
    ['经营状态', text(info.status)],
    ['注册资本', wan(info.regCapital)],
    ['成立日期', text(info.estDate)],
    ['企业类型', text(info.orgType)],
    ['所属行业', text(info.industryName)],
    ['所属地区', text(info.region)],
    ['联系电话', text(info.phone)],
    ['注册地址', text(info.address)],
    ['经营范围', text(info.businessScope)],
  ]);
}

function dimensions(pdf: PdfReport, c: DdContent) {
  if (c.projectName) pdf.paragraph(`适用项目「${c.projectName}」的尽调维度。`);
  pdf.table(
    [
      { title: '尽调维度', width: 1.4 },
      { title: '核查内容', width: 5 },
    ],
    c.dimensions.map((d) => [DD_DIMENSION_INFO[d].title, DD_DIMENSION_INFO[d].description]),
  );
}

function risks(pdf: PdfReport, c: DdContent) {
  const flag = c.checklist.statusFlag ? `，登记状态为${c.checklist.status}` : '';
  pdf.paragraph(`风险等级：${gradeText(c.grade)}${flag}。等级依风险清单计分，失信、严重违法、吊销/注销一票否决。`);
  pdf.paragraph(`${riskSummaryText(c.checklist)}（截至 ${c.checklist.asOf}）`);
  if (!c.dimensions.includes('judicial') && !c.dimensions.includes('operating')) {
    pdf.paragraph('未选择司法风险、经营风险维度，风险明细从略。', { muted: true });
    return;
  }
  pdf.table(
    [
      { title: '风险类别', width: 1.3 },
      { title: '分组', width: 0.8 },
      { title: '条数', width: 0.7 },
      { title: '近期新增', width: 0.9 },
      { title: '来源（最新一条）', width: 3.5 },
    ],
    c.risks.map((r) => [r.label, r.group, String(r.count), String(r.recent), sourceText(r.source)]),
  );
}

function equity(pdf: PdfReport, c: DdContent) {
  pdf.paragraph(
    c.controller
      ? `实际控制人：${c.controller.name}（控制链：${c.controller.chain}；持股比例乘积 ${(c.controller.share * 100).toFixed(2)}%）。来源：工商登记 ${c.info.entId}`
      : '未识别出实际控制人。',
  );
  pdf.table(
    [
      { title: '股东名称', width: 4 },
      { title: '股东类型', width: 1.5 },
      { title: '持股比例', width: 1.2 },
      { title: '来源', width: 1.6 },
    ],
    c.shareholders.map((s) => [
      text(s.stockName),
      text(s.stockType),
      typeof s.stockPercent === 'number' ? `${s.stockPercent}%` : '-',
      `工商登记 ${c.info.entId}`,
    ]),
  );
}

function posts(pdf: PdfReport, c: DdContent) {
  const persons = c.sphere?.persons ?? [];
  if (!c.sphere) {
    pdf.paragraph(`法定代表人：${text(c.info.legalRep)}。（选择「私域排查」维度可列出全部关键人员及其关联企业。）`);
    return;
  }
  pdf.table(
    [
      { title: '姓名', width: 1.2 },
      { title: '在本企业的角色', width: 3 },
      { title: '关联企业数', width: 1 },
      { title: '提示', width: 1.8 },
    ],
    persons.map((p) => [
      p.name,
      p.roles.join('、'),
      String(p.companyCount),
      p.manyCompanies ? `关联企业≥${c.sphere!.manyCompaniesThreshold}家，疑似职业法人/挂名` : '-',
    ]),
  );
}

function sphere(pdf: PdfReport, c: DdContent) {
  const s = c.sphere!;
  if (!s.persons.length) {
    pdf.paragraph('未查询到关键人员。', { muted: true });
    return;
  }
  const flagged = s.persons.reduce((n, p) => n + p.flaggedCount, 0);
  pdf.paragraph(
    `关键人员 ${s.personsTotal} 名（法定代表人、董监高、持股5%以上自然人股东、实际控制人），其在其他企业的持股与任职中，有 ${flagged} 家企业存在提示事项。`,
  );
  for (const p of s.persons) {
    const many = p.manyCompanies ? `；关联企业≥${s.manyCompaniesThreshold}家，疑似职业法人/挂名` : '';
    pdf.heading(`${p.name}（${p.roles.join('、')}）`, 2);
    pdf.paragraph(`关联企业 ${p.companyCount} 家，其他企业 ${p.sphereTotal} 家${many}。`, { muted: true });
    if (!p.sphere.length) continue;
    pdf.table(
      [
        { title: '企业名称', width: 3 },
        { title: '角色', width: 1.8 },
        { title: '状态', width: 0.9 },
        { title: '风险', width: 1.2 },
        { title: '提示及来源', width: 3.4 },
      ],
      p.sphere.map((x) => [
        x.name,
        x.roles.join('、'),
        x.status,
        x.riskTotal ? `${x.riskTotal} 条（${x.grade}）` : '无',
        x.flags.map((f) => `${f.label}：${f.text}。来源 ${sourceText(f.source)}`).join('\n') || '-',
      ]),
    );
  }
}

function counterparts(pdf: PdfReport, c: DdContent) {
  pdf.paragraph('关系发现：投资持股、任职、法定代表人关系的最短路径（至多4层），及相同联系方式。', { muted: true });
  pdf.table(
    [
      { title: '核查对象', width: 2.4 },
      { title: '层数', width: 0.6 },
      { title: '关系路径', width: 5 },
      { title: '疑似关系', width: 2 },
    ],
    c.counterparts.map((x) => [
      x.name,
      x.hops === null ? '-' : String(x.hops),
      x.paths.length ? x.paths.join('\n') : `未发现关系路径${x.hubs.length ? `（未穿过：${x.hubs.join('、')}）` : ''}`,
      x.shared.join('\n') || '-',
    ]),
  );
}

function suspected(pdf: PdfReport, c: DdContent) {
  if (!c.suspected.length) {
    pdf.paragraph('未发现与其他企业相同的电话、邮箱、地址或网址。', { muted: true });
    return;
  }
  pdf.table(
    [
      { title: '企业名称', width: 3 },
      { title: '相同信息', width: 4 },
      { title: '来源', width: 1.6 },
    ],
    c.suspected.map((p) => [
      p.entIdA === c.info.entId ? p.nameB : p.nameA,
      p.reasons.map((r) => `${r.name}：${r.value}`).join('\n'),
      `工商登记 ${p.entIdA === c.info.entId ? p.entIdB : p.entIdA}`,
    ]),
  );
}

function news(pdf: PdfReport, c: DdContent) {
  if (!c.news.length) {
    pdf.paragraph('近期未发现相关舆情。', { muted: true });
    return;
  }
  const negative = c.news.filter((n) => n.sentiment === '负面').length;
  pdf.paragraph(`近期新闻 ${c.news.length} 条，其中负面 ${negative} 条。`);
  pdf.table(
    [
      { title: '标题', width: 5 },
      { title: '来源', width: 1.5 },
      { title: '情感', width: 0.7 },
      { title: '日期', width: 1.2 },
      { title: '记录', width: 1.4 },
    ],
    c.news.map((n) => [text(n.title), text(n.source), text(n.sentiment), text(n.date), `新闻舆情 ${text(n.id)}`]),
  );
}
