import { describe, expect, it } from 'vitest';
import { BankFlowMessage } from '@esee/contracts';
import { AppError } from '../../../platform/http/errors';
import { TaskError, TaskExhausted } from '../../../platform/workers/task';
import { REFUSED, taskFailure } from './tasks';

const answer = (error: unknown, exhausted: string) => {
  const failure = taskFailure(error, exhausted);
  expect(failure).toBeInstanceOf(AppError);
  return { status: (failure as AppError).httpStatus, message: (failure as AppError).message };
};

describe('a bank-flow worker task’s failure as the caller answers it', () => {
  it('is a Chinese 400 when the worker ran out of time or memory, or died', () => {
    for (const why of ['timeout', 'memory', 'crashed'] as const) {
      expect(answer(new TaskExhausted(why), BankFlowMessage.TOO_COMPLEX)).toEqual({
        status: 400,
        message: '流水文件内容过多或过于复杂，无法读取，请拆分后再上传',
      });
      expect(answer(new TaskExhausted(why), BankFlowMessage.ANALYSIS_TOO_LARGE)).toEqual({
        status: 400,
        message: '分析的交易过多或过于复杂，未能在限定的时间和内存内完成，请减少流水后重试',
      });
    }
  });

  it('keeps the message of a refused file', () => {
    const refused = new TaskError(REFUSED, '流水无法导入：第3行：交易金额「一百」不是数字');
    expect(answer(refused, BankFlowMessage.TOO_COMPLEX)).toEqual({
      status: 400,
      message: '流水无法导入：第3行：交易金额「一百」不是数字',
    });
  });

  it('leaves a fault a fault (a 500, not the user’s to fix)', () => {
    const fault = new Error('boom');
    expect(taskFailure(fault, BankFlowMessage.TOO_COMPLEX)).toBe(fault);
    const other = new TaskError('corrupt');
    expect(taskFailure(other, BankFlowMessage.TOO_COMPLEX)).toBe(other);
  });
});
