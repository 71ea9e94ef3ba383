import { ResultCode } from '@esee/contracts';
import { AppError } from '../../../platform/http/errors';

/** A row of an import that cannot be taken, by its sheet line. */
export interface RowError {
  line: number;
  column: string;
  message: string;
}

/** Refuse a whole import when any row has an error: the first three in the message, all in the data. */
export function refuseRows(errors: RowError[]): void {
  if (!errors.length) return;
  const first = errors
    .slice(0, 3)
    .map((e) => `第 ${e.line} 行${e.message}`)
    .join('；');
  throw new AppError(ResultCode.BAD_REQUEST, `导入失败，整批未提交：${first}${errors.length > 3 ? ' 等' : ''}`, 400, {
    errors,
  });
}
