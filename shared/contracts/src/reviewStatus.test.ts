import { describe, expect, it } from 'vitest';
import { normaliseReviewStatus, reviewFileIcon, type ReviewStage, type ReviewStatusKey } from './reviewStatus';

const read = (raw: string) => {
  const s = normaliseReviewStatus(raw);
  return [s.stage, s.key];
};

describe('review statuses', () => {
  it('reads both exchanges’ registration-era labels into one vocabulary', () => {
    const cases: [string, ReviewStage, ReviewStatusKey][] = [
      // SSE STAR
      ['已受理', 'ACCEPTED', 'status_ysl'],
      ['已问询', 'INQUIRY', 'status_fkz'],
      ['上市委会议通过', 'COMMITTEE', 'status_tg'],
      ['上市委会议有条件通过', 'COMMITTEE', 'status_tg'],
      ['上市委会议未通过', 'COMMITTEE', 'status_notPass'],
      ['上市委会议暂缓审议', 'COMMITTEE', 'status_vote'],
      ['上市委会议', 'COMMITTEE', 'status_qt'],
      ['提交注册', 'REGISTRATION', 'status_qt'],
      ['注册结果（注册生效）', 'REGISTERED', 'status_tg'],
      ['注册结果（不予注册）', 'REGISTRATION', 'status_wtg'],
      ['注册结果（终止注册）', 'TERMINATED', 'status_zhz'],
      ['已发行', 'ISSUED', 'status_tg'],
      ['中止（财报更新）', 'SUSPENDED', 'status_zz'],
      ['中止（其他事项）', 'SUSPENDED', 'status_zz'],
      ['终止', 'TERMINATED', 'status_zhz'],
      ['复审委会议通过', 'COMMITTEE', 'status_tg'],
      ['复审委会议未通过', 'COMMITTEE', 'status_notPass'],
      ['补充审核', 'INQUIRY', 'status_fkz'],
      // SZSE ChiNext
      ['新受理', 'ACCEPTED', 'status_ysl'],
      ['终止（审核不通过）', 'TERMINATED', 'status_zhz'],
      ['终止（撤回）', 'TERMINATED', 'status_zhz'],
      ['终止（未在规定时限内回复）', 'TERMINATED', 'status_zhz'],
    ];
    for (const [raw, stage, key] of cases) expect(read(raw), raw).toEqual([stage, key]);
  });

  it('reads the 发审委 era and the bond review too, and keeps the raw label', () => {
    expect(read('反馈意见')).toEqual(['INQUIRY', 'status_fkz']);
    expect(read('已反馈')).toEqual(['INQUIRY', 'status_fkz']);
    expect(read('已通过发审会')).toEqual(['COMMITTEE', 'status_tg']);
    expect(read('未通过发审会')).toEqual(['COMMITTEE', 'status_notPass']);
    expect(read('中止审查')).toEqual(['SUSPENDED', 'status_zz']);
    expect(read('取消审核')).toEqual(['COMMITTEE', 'status_cancelAudit']);
    expect(read('已接收反馈意见')).toEqual(['INQUIRY', 'status_fkz']);
    expect(read('通过')).toEqual(['COMMITTEE', 'status_tg']);
    expect(read('不予核准')).toEqual(['REGISTRATION', 'status_wtg']);
    expect(read('预披露更新')).toEqual(['DECLARED', 'status_ysb']);
    expect(read('预先披露更新')).toEqual(['DECLARED', 'status_ysb']);
    expect(normaliseReviewStatus(' 上市委会议 通过 ').raw).toBe(' 上市委会议 通过 ');
  });

  it('keeps an unknown label as 其他 at the stage given', () => {
    expect(normaliseReviewStatus('待定', 'ACCEPTED')).toEqual({ stage: 'ACCEPTED', key: 'status_qt', raw: '待定' });
  });

  it('gives a file its icon class by extension (spec 2 §4)', () => {
    expect(reviewFileIcon('招股说明书（申报稿）.PDF')).toBe('Pdf');
    expect(reviewFileIcon('问询函回复.docx')).toBe('Wps');
    expect(reviewFileIcon('法律意见书.doc')).toBe('Wps');
    expect(reviewFileIcon('底稿.zip')).toBe('Zip');
    expect(reviewFileIcon('财务数据.xls')).toBe('Xls');
    expect(reviewFileIcon('附件.txt')).toBeNull();
    expect(reviewFileIcon('无扩展名')).toBeNull();
  });
});
