import { keySurveyTypeName, type KeySurveyRelationType } from '@esee/contracts';
import { uploadTemplate, workbook } from '../../../platform/files/download';
import type { Survey } from './survey';

/** The upload template: one column to fill, and how on a second sheet. */
export const templateWorkbook = () =>
  uploadTemplate('重点排查名单', '在“重点排查名单”第一列逐行填写企业全称或统一社会信用代码，每行一家企业。', [
    '上传后系统将名单内存在股权、任职、法定代表人、分支机构等关联的企业归为同一集团，并列出关联路径。',
  ]);

/** A kept list as uploaded: the row, what it said, the company matched. */
export function listWorkbook(
  rows: { lineNo: number; data: string; name: string; status: string; entId: string }[],
): Promise<Buffer> {
  return workbook([
    {
      name: '重点排查名单',
      header: ['行号', '上传数据', '匹配企业', '登记状态'],
      rows: rows.map((r) => [r.lineNo, r.data, r.name, r.status]),
      widths: [6, 40, 40, 12],
    },
  ]);
}

/** The survey: the groups with their members and paths, and the unrelated members. */
export function surveyWorkbook(
  s: Survey,
  options: { listName: string; types: readonly KeySurveyRelationType[]; depth: number },
): Promise<Buffer> {
  const tip = (m: { tips: { text: string }[] }) => m.tips.map((t) => t.text).join('；');
  return workbook([
    {
      name: '集团成员',
      header: ['集团', '行号', '企业名称', '登记状态', '排查提示'],
      rows: [
        ...s.groups.flatMap((g) => g.members.map((m) => [g.name, m.lineNo, m.name, m.status, tip(m)])),
        ...s.unrelated.map((m) => ['未发现关联', m.lineNo, m.name, m.status, tip(m)]),
      ],
      widths: [12, 6, 40, 10, 50],
    },
    {
      name: '关联路径',
      header: ['集团', '企业A', '企业B', '关系层级', '关联路径'],
      rows: s.groups.flatMap((g) => {
        const name = (id: string) => g.members.find((m) => m.entId === id)?.name ?? id;
        return g.paths.map((p) => [g.name, name(p.from), name(p.to), p.hops, p.text]);
      }),
      widths: [12, 36, 36, 10, 90],
    },
    {
      name: '排查条件',
      header: ['项目', '内容'],
      rows: [
        ['名单', options.listName],
        ['关系类型', options.types.map(keySurveyTypeName).join('、')],
        ['关系层级', `${options.depth}层以内`],
        ['集团数', s.groups.length],
        ['未发现关联企业数', s.unrelated.length],
        ['未穿透的主体', s.hubs.map((h) => `${h.name}（${h.reason}）`).join('；')],
      ],
      widths: [18, 90],
    },
  ]);
}
