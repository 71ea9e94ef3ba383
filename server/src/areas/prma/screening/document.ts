/*
 * The screening report, drawn from the kept snapshot and its checksum only: the same snapshot gives the same
 * description, and the description's time is the snapshot's (pdfkit's CreationDate, from which it derives the
 * file's /ID), so a report regenerated any day later is the same file byte for byte.
 */
import {
  SCREENING_KIND_LABELS,
  SCREENING_MATCH_LABELS,
  SCREENING_SOURCE_LABELS,
  type ScreeningSnapshot,
} from '@esee/contracts';
import { PdfReport, reportFrame, type PdfDescription, type PdfReportOptions } from '../../../platform/files/pdf';

/** The snapshot's Beijing time as an instant (the text carries no zone: it is China's). */
const instantOf = (beijing: string) => `${beijing.replace(' ', 'T')}+08:00`;

/**
 * The report's frame, from the snapshot only: the institutions' reports' one frame (the institution at the head of
 * each page, when it was made, the as-of day and the checksum in the footer, the user and time as watermark). A run
 * kept before that frame (its snapshot names no institution) keeps the frame it was made with.
 */
export function screeningFrame(s: ScreeningSnapshot, snapshotSha: string): PdfReportOptions {
  const minute = s.screenedAt.slice(0, 16);
  const title = `名单筛查报告 第${s.runId}号`;
  const watermark = `${s.user} ${minute}`;
  if (s.institution === undefined)
    return { title, watermark, footer: `筛查基准日 ${s.asOf}  筛查时间 ${minute}  校验码 ${snapshotSha.slice(0, 16)}` };
  return reportFrame({
    title,
    institution: s.institution,
    madeAt: minute,
    facts: [`筛查基准日 ${s.asOf}`, `校验码 ${snapshotSha.slice(0, 16)}`],
    basis: '本报告依据筛查时保存的结果快照生成',
    watermark,
  });
}

export function screeningReport(s: ScreeningSnapshot, snapshotSha: string): PdfDescription {
  const pdf = new PdfReport(screeningFrame(s, snapshotSha));
  pdf.paragraph(`校验码（筛查结果快照 SHA-256）${snapshotSha}`, { muted: true });
  pdf.heading('一、筛查概况');
  pdf.keyValues([
    ['筛查编号', String(s.runId)],
    ['筛查基准日', s.asOf],
    ['筛查时间（北京时间）', s.screenedAt],
    ['筛查人', s.user],
    ['规则版本', s.ruleVersion],
    ['灰名单版本', `第${s.greyVersion}版（${s.greyCount}条）`],
    ['筛查对象', `${s.inputs.length}家企业，含关联方与董监高共${s.subjectCount}个`],
    ['命中', `${s.hits.length}条`],
  ]);
  pdf.table(
    [
      { title: '名单', width: 3 },
      { title: '版本', width: 1 },
      { title: '条目数', width: 1 },
    ],
    s.lists.length
      ? s.lists.map((l) => [l.listName, `第${l.version}版`, String(l.entryCount)])
      : [['（未导入名单）', '-', '-']],
  );
  pdf.heading('二、筛查企业');
  pdf.table(
    [
      { title: '企业名称', width: 3 },
      { title: '统一社会信用代码', width: 2 },
    ],
    s.inputs.map((i) => [i.name, i.creditCode ?? '-']),
  );
  pdf.heading('三、命中明细');
  if (!s.hits.length) pdf.paragraph('未发现命中。');
  else
    pdf.table(
      [
        { title: '对象', width: 2.2 },
        { title: '关系', width: 1.6 },
        { title: '所属企业', width: 2 },
        { title: '来源', width: 1.2 },
        { title: '匹配方式', width: 1.4 },
        { title: '名单条目', width: 2 },
        { title: '说明', width: 2.6 },
      ],
      s.hits.map((h) => [
        `${h.subject.name}（${SCREENING_KIND_LABELS[h.subject.kind]}）`,
        h.subject.role,
        h.subject.ofName,
        h.source === 'list' ? `${SCREENING_SOURCE_LABELS.list}：${h.listName}` : SCREENING_SOURCE_LABELS[h.source],
        SCREENING_MATCH_LABELS[h.match],
        [h.entryName, h.entryCode].filter(Boolean).join(' '),
        [h.detail, h.listedDate ? `列入/最近 ${h.listedDate}` : ''].filter(Boolean).join('；') || '-',
      ]),
    );
  pdf.heading('四、说明');
  pdf.paragraph(
    '风险记录为基准日及以前的记录；名称比对采用统一规范形式（全半角、括号、空格、繁简），代码或证件号一致的命中排在仅名称一致之前。本报告依据筛查时保存的结果快照生成，重新生成的文件与原文件逐字节一致，可凭校验码核对。',
  );
  // Said only where such hits are (a run without any, as every run before rules 2, reads as it did).
  if (s.hits.some((h) => h.match === 'namesake'))
    pdf.paragraph(
      `「${SCREENING_MATCH_LABELS.namesake}」：名单条目以登记人员编号指明所列之人，该对象与之同名而编号不同，可信度较低，列在最后供核对。`,
    );
  return { ...pdf.describe(), created: new Date(instantOf(s.screenedAt)).toISOString() };
}
