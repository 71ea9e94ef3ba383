import { moneyText, type EnterpriseInfo } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { workbook, type Sheet } from '../../../platform/files/download';
import * as structure from './structure';

/** Rows beyond this are left out of an export: a sheet is for reading, not a data dump. */
const EXPORT_ROWS = 5000;
const ALL = { offset: 0, limit: EXPORT_ROWS };

/** An amount in 元 as the page shows it (`1,234.50万元`), or empty. */
const money = (yuan: unknown, currency?: string) => (typeof yuan === 'number' ? moneyText(yuan, currency) : '');
const pct = (percent: unknown) => (typeof percent === 'number' ? `${percent.toFixed(2)}%` : '');

/** 基本信息 export: the registration facts and the structure lists, one sheet each. */
export async function baseInfoWorkbook(db: Db, info: EnterpriseInfo): Promise<Buffer> {
  const [holders, people, changes, branches, investments] = await Promise.all([
    structure.shareholders(db, info.entId, ALL),
    structure.people(db, info.entId, ALL),
    structure.changes(db, info.entId, ALL),
    structure.branches(db, info.entId, ALL),
    structure.investments(db, info.entId, ALL),
  ]);
  const facts: [string, unknown][] = [
    ['企业名称', info.name],
    ['登记状态', info.status],
    ['统一社会信用代码', info.creditCode],
    ['工商注册号', info.regNo],
    ['组织机构代码', info.orgCode],
    ['法定代表人', info.legalRep],
    ['注册资本', money(info.regCapital, info.regCapitalCurrency)],
    ['实缴资本', money(info.paidCapital, info.regCapitalCurrency)],
    ['成立日期', info.estDate],
    ['企业类型', info.orgType],
    ['所属行业', info.industryName],
    ['所属地区', info.region],
    ['注册地址', info.address],
    ['参保人数', info.employeeCount ?? '企业选择不公示'],
    ['联系电话', info.phone],
    ['邮箱', info.email],
    ['官网', info.website],
    ['曾用名', info.formerNames.join('，')],
    ['标签', info.tags.join('，')],
    ['经营范围', info.businessScope],
  ];
  const sheets: Sheet[] = [
    { name: '工商信息', header: ['项目', '内容'], rows: facts, widths: [18, 80] },
    {
      name: '股东信息',
      header: ['股东名称', '股东类型', '持股比例', '认缴出资额', '认缴出资日期'],
      rows: holders.list.map((r) => [r.stockName, r.stockType, pct(r.stockPercent), money(r.shouldCapi), r.shouldDate]),
      widths: [36, 12, 10, 16, 14],
    },
    {
      name: '主要人员',
      header: ['姓名', '职务', '持股比例'],
      rows: people.list.map((r) => [r.name, r.job, pct(r.stockPercent)]),
      widths: [14, 30, 10],
    },
    {
      name: '变更记录',
      header: ['变更日期', '变更事项', '变更前', '变更后'],
      rows: changes.list.map((r) => [r.changeDate, r.changeItem, r.beforeContent, r.afterContent]),
      widths: [12, 18, 40, 40],
    },
    {
      name: '分支机构',
      header: ['企业名称', '负责人', '成立日期', '登记状态'],
      rows: branches.list.map((r) => [r.name, r.operName, r.establishDate, r.regStatus]),
      widths: [40, 12, 12, 12],
    },
    {
      name: '对外投资',
      header: ['被投资企业名称', '法定代表人', '成立日期', '投资比例', '认缴出资额', '登记状态'],
      rows: investments.list.map((r) => [
        r.name,
        r.operName,
        r.establishDate,
        pct(r.fundedRatio),
        money(r.amount),
        r.regStatus,
      ]),
      widths: [40, 12, 12, 10, 16, 12],
    },
  ];
  return workbook(sheets);
}
