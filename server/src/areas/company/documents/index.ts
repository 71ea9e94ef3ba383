/**
 * The records' documents (issue 39: every 查看原文 opens a document): a 裁判文书 record's judgment, a 行政处罚
 * record's decision and a listed company's 公司公告 (its annual report with the statements' figures, the board's and
 * the general meeting's announcements), written as PDFs from the data the platform holds (the record, the records of its case, the
 * parties' register facts) by the product's PDF writer. This module only describes the document; the route
 * renders it in the worker. README: ./README.md.
 */
import { chinaMinute } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { PdfReport } from '../../../platform/files/pdf';
import { notFound } from '../../../platform/http/errors';
import { documentFacts, partyNamed, recordsWith, type DocumentFacts, type StoredRecord } from './facts';
import { judgmentDocument, sidesOf, type JudgmentContext } from './judgment';
import { decisionName, penaltyDocument } from './penalty';
import { announcementContext, announcementDocument } from './announcement';
import { field } from './words';

/** Who asked for a document and when: the watermark, as on every document the platform writes. */
export interface Made {
  requester: string;
  at: Date;
}

/** A record of a kind without a document (a 开庭公告, a 被执行人 line): not found, with why. */
export const NO_DOCUMENT = '该记录暂无可查看的原文';

/** The first instance of a second-instance judgment, the appeal court of a first: the same parties and cause. */
async function judgmentContext(db: Db, f: DocumentFacts): Promise<JudgmentContext> {
  const p = f.record.payload;
  const titleParties = (r: StoredRecord) => field(r.payload, 'title').split(field(r.payload, 'caseReason'))[0];
  const others = (
    await recordsWith(db, f.company.entId, ['judgmentDocument'], 'caseReason', field(p, 'caseReason'))
  ).filter((r) => r.id !== f.record.id && titleParties(r) === titleParties(f.record));
  if (field(p, 'caseNo').includes('民终'))
    return {
      firstInstance:
        others.filter((r) => field(r.payload, 'caseNo').includes('民初') && r.date <= f.record.date).at(-1) ?? null,
      appealCourt: null,
    };
  const appeal = others.find((r) => field(r.payload, 'caseNo').includes('民终') && r.date >= f.record.date);
  return { firstInstance: null, appealCourt: appeal ? field(appeal.payload, 'court') : null };
}

/** What the footer says a document is written from, by the record's kind. */
const SOURCE_WORDS: Record<string, string> = {
  penalty: '行政处罚',
  judgmentDocument: '裁判文书',
  announcement: '公司公告',
};

/** The document of record `id`, described for the PDF writer, and its file name. 404 for a kind without one. */
export async function recordDocument(db: Db, id: string, made: Made): Promise<{ fileName: string; pdf: PdfReport }> {
  const f = await documentFacts(db, id);
  const minute = chinaMinute(made.at);
  const frame = (title: string) =>
    new PdfReport({
      title,
      watermark: `${made.requester} ${minute}`,
      footer: `平台依据收录的${SOURCE_WORDS[f.record.kind] ?? '裁判文书'}信息生成，仅供内部参考 · ${minute}`,
    });
  const p = f.record.payload;
  if (f.record.kind === 'judgmentDocument') {
    const title = field(p, 'title');
    const pdf = frame(title);
    const parties = await Promise.all(
      sidesOf(f).map((name) => (name === f.company.name ? f.company : partyNamed(db, name))),
    );
    judgmentDocument(pdf, f, parties, await judgmentContext(db, f));
    return { fileName: `${title}.pdf`, pdf };
  }
  if (f.record.kind === 'penalty') {
    const title = `${field(p, 'departmentName')}${decisionName(field(p, 'docNo'))}（${field(p, 'docNo')}）`;
    const pdf = frame(title);
    penaltyDocument(pdf, f);
    return { fileName: `${title}.pdf`, pdf };
  }
  if (f.record.kind === 'announcement') {
    const title = field(p, 'title');
    const pdf = frame(title);
    announcementDocument(pdf, f, await announcementContext(db, f.company.entId));
    return { fileName: `${title}.pdf`, pdf };
  }
  throw notFound(NO_DOCUMENT);
}
