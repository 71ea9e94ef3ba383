import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import type { LikeUserRow } from '@esee/contracts';
import { http } from '@esee/http';
import { TAG_LIMIT } from '@esee/ui';

const SEARCH_DELAY_MS = 300;

const label = (u: LikeUserRow) => `${u.name}（${u.username}${u.unitName ? ` · ${u.unitName}` : ''}）`;

/**
 * Members chosen by typing a name or user name (`likeUser`, 20 at most per
 * answer); `instCode` names another institution (the platform administrator).
 * Chosen members stay listed while the search moves on.
 */
export function MemberSearchSelect({
  instCode,
  value,
  onChange,
  testId,
}: {
  instCode?: string;
  value: number[];
  onChange: (userIds: number[]) => void;
  testId?: string;
}) {
  const [found, setFound] = useState<LikeUserRow[]>([]);
  const [chosen, setChosen] = useState<Map<number, LikeUserRow>>(new Map());
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (text: string) => {
    window.clearTimeout(timer.current);
    const keyword = text.trim();
    if (!keyword) return setFound([]);
    timer.current = window.setTimeout(() => {
      http
        .post<LikeUserRow[]>('/esee/user/likeUser', { keyword, instCode }, { silent: true })
        .then(setFound, () => setFound([]));
    }, SEARCH_DELAY_MS);
  };
  const options = [...new Map([...chosen, ...found.map((u) => [u.userId, u] as const)]).values()].map((u) => ({
    value: u.userId,
    label: label(u),
  }));
  return (
    <Select<number[]>
      mode="multiple"
      {...TAG_LIMIT}
      showSearch
      filterOption={false}
      placeholder="输入姓名或用户名查找成员"
      notFoundContent={null}
      value={value}
      options={options}
      onSearch={search}
      onChange={(ids) => {
        const known = new Map([...chosen, ...found.map((u) => [u.userId, u] as const)]);
        setChosen(new Map(ids.map((id) => [id, known.get(id)!])));
        onChange(ids);
      }}
      data-testid={testId}
    />
  );
}
