import { useState } from 'react';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import type { KeySurveyFile } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { keySurveyApi } from '../../api/keySurvey';
import { fileIdOf } from './paths';

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

/**
 * The list a page of one list shows: `?fileId=`, else the user's newest once the lists have loaded.
 * `noFiles` once it is known the user has none; `picker` is the labelled picker that changes the choice.
 */
export function useChosenFile() {
  const [params, setParams] = useSearchParams();
  const [fallback, setFallback] = useState<number | null | undefined>(undefined);
  const fileId = fileIdOf(params) ?? fallback ?? null;
  const picker = (
    <>
      <span style={{ color: 'rgba(0,0,0,0.55)' }}>排查名单</span>
      <FilePicker
        value={fileId}
        onChange={(id) => setParams({ fileId: String(id) }, { replace: true })}
        onLoaded={(files) => setFallback((f) => f ?? files[0]?.fileId ?? null)}
      />
    </>
  );
  return { fileId, noFiles: fallback === null && fileId === null, picker };
}
