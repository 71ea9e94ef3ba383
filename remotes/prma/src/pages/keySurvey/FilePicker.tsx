import { Select } from 'antd';
import type { KeySurveyFile } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { keySurveyApi } from '../../api/keySurvey';

/** The value of the example list (示例数据) in the picker. */
export const EXAMPLE = 0;

/**
 * Which of the user's lists a page shows, newest first; with `example`, 示例数据 is offered too (the
 * choice when there is no list yet). Hands the loaded lists up so the page can choose a default.
 */
export function FilePicker({
  value,
  onChange,
  example = false,
  reloadKey,
  onLoaded,
}: {
  value: number | null;
  onChange: (fileId: number) => void;
  example?: boolean;
  reloadKey?: unknown;
  onLoaded?: (files: KeySurveyFile[]) => void;
}) {
  const files = useLoad(async () => {
    const page = await keySurveyApi.files(1, 50);
    onLoaded?.(page.list);
    return page.list;
  }, [reloadKey]);
  const options = [
    ...(example ? [{ value: EXAMPLE, label: '示例数据' }] : []),
    ...(files.data ?? []).map((f) => ({ value: f.fileId, label: `${f.fileName}（${f.createTime}）` })),
  ];
  return (
    <Select
      style={{ minWidth: 320 }}
      value={value ?? undefined}
      placeholder={files.status === 'loading' ? '正在加载名单…' : '请选择名单'}
      loading={files.status === 'loading'}
      options={options}
      onChange={onChange}
      notFoundContent="暂无已上传名单"
      data-testid="key-survey-file-picker"
    />
  );
}
