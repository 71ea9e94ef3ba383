import { chinaMinute, moneyText, type EnterpriseInfo } from '@esee/contracts';
import { PdfReport } from '../../../../platform/files/pdf';
import type { Holder, ReviewFacts } from './facts';
import { cnDate, fileStem, money } from './words';

/** Who asked for a document and when: the watermark, as on every report the platform writes. */
export interface Made {
  requester: string;
  at: Date;
}

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '未披露' : String(v);

/** A review file's frame: its listed name as the title, the requester's watermark, a footer saying what it is. */
export function documentFrame(f: ReviewFacts, made: Made): PdfReport {
  const minute = chinaMinute(made.at);
  return new PdfReport({
    title: fileStem(f.file.name),
    watermark: `${made.requester} ${minute}`,
    footer: `平台依据收录的审核信息生成，仅供内部参考 · ${minute}`,
  });
}

/** A company's registration facts, as the register holds them. */
export function companyFacts(pdf: PdfReport, c: EnterpriseInfo): void {
  pdf.keyValues([
    ['中文名称', c.name],
    ['统一社会信用代码', text(c.creditCode)],
    ['注册资本', c.regCapital === null ? '未披露' : moneyText(c.regCapital, c.regCapitalCurrency)],
    ['法定代表人', text(c.legalRep)],
    ['成立日期', c.estDate ? cnDate(c.estDate) : '未披露'],
    ['企业类型', text(c.orgType)],
    ['所属行业', text(c.industryName)],
    ['登记状态', text(c.status)],
    ['住所', text(c.address)],
    ['所属地区', text(c.region)],
    ['经营范围', text(c.businessScope)],
  ]);
}

/** The largest holders as the register holds them. */
export function holdersTable(pdf: PdfReport, holders: readonly Holder[], lead: string): void {
  if (!holders.length) {
    pdf.paragraph('平台收录的登记信息中暂无该公司的股东信息。', { muted: true });
    return;
  }
  pdf.paragraph(lead);
  pdf.table(
    [
      { title: '序号', width: 0.5 },
      { title: '股东名称', width: 3.4 },
      { title: '股东类型', width: 1.3 },
      { title: '持股比例', width: 1 },
      { title: '认缴出资额', width: 1.4 },
    ],
    holders.map((h, i) => [
      String(i + 1),
      h.name,
      h.kind,
      `${h.percent.toFixed(2)}%`,
      h.subscribed === null ? '-' : money(h.subscribed),
    ]),
  );
}

/** The intermediaries of the item and the people who sign for them. */
export function intermediariesTable(pdf: PdfReport, f: ReviewFacts): void {
  pdf.table(
    [
      { title: '机构类别', width: 1.2 },
      { title: '机构名称', width: 3 },
      { title: '经办/签字人员', width: 2 },
    ],
    f.review.intermediaries.map((m) => [m.role, m.name, m.signatories.map((s) => `${s.title} ${s.name}`).join('、')]),
  );
}
