import { IPO_BOARDS, IPO_STAGES, isRealDay, LISTING_BOARDS } from '@esee/contracts';
import type { ListingRow } from './format';

/**
 * Checks of a listing line beyond its schema: known boards and stages, a listed board with its code and day,
 * an IPO with its sponsor and tutoring day, real days in order (tutoring, acceptance, current stage), and
 * something to say (a line with neither a board nor a stage is refused: leaving it out says that).
 */
export function listingProblems(row: Record<string, unknown>): string[] {
  const l = row as unknown as ListingRow;
  const problems: string[] = [];
  if (l.board === null && l.ipoStage === null) problems.push('board 与 ipoStage 不能同时为空');
  if (l.board !== null) {
    if (!(LISTING_BOARDS as readonly string[]).includes(l.board))
      problems.push(`上市板块 ${l.board} 不在 ${LISTING_BOARDS.join('、')} 之中`);
    if (l.stockCode === null || l.listDate === null) problems.push('已上市（挂牌）的企业须有 stockCode 与 listDate');
  } else if (l.stockCode !== null || l.listDate !== null) problems.push('未上市的企业不应有 stockCode 或 listDate');
  if (l.ipoStage !== null) {
    if (!(IPO_STAGES as readonly string[]).includes(l.ipoStage))
      problems.push(`IPO 状态 ${l.ipoStage} 不在 ${IPO_STAGES.join('、')} 之中`);
    if (l.ipoBoard !== null && !(IPO_BOARDS as readonly string[]).includes(l.ipoBoard))
      problems.push(`拟上市板块 ${l.ipoBoard} 不在 ${IPO_BOARDS.join('、')} 之中`);
    if (l.sponsor === null || l.tutoringDate === null || l.stageDate === null)
      problems.push('IPO 进程须有 sponsor、tutoringDate 与 stageDate');
    if (!['辅导备案', '终止'].includes(l.ipoStage) && l.acceptedDate === null)
      problems.push(`IPO 状态 ${l.ipoStage} 须有 acceptedDate（受理日期）`);
  } else if (l.ipoBoard !== null || l.sponsor !== null || l.tutoringDate !== null || l.acceptedDate !== null)
    problems.push('没有 IPO 状态的企业不应有 IPO 的板块、保荐机构或日期');
  for (const field of ['listDate', 'tutoringDate', 'acceptedDate', 'stageDate'] as const) {
    const day = l[field];
    if (day !== null && !isRealDay(day)) problems.push(`${field} ${day} 不是有效日期`);
  }
  if (l.tutoringDate && l.acceptedDate && l.acceptedDate < l.tutoringDate) problems.push('受理日期早于辅导备案日期');
  const last = l.acceptedDate ?? l.tutoringDate;
  if (last && l.stageDate && l.stageDate < last) problems.push('当前状态日期早于受理或辅导备案日期');
  return problems;
}
