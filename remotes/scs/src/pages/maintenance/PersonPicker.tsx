import { useState } from 'react';
import { Select, Spin, Typography } from 'antd';
import type { PersonSuggestion } from '@esee/contracts';
import { reviewApi } from '../../api/review';

/**
 * A person in words as the search lists them: the name and the companies they represent, serve or hold, each
 * with their posts there: 「张伟（甲科技有限公司：法定代表人、持股60%；乙贸易有限公司：监事 等7家）」.
 */
export const personText = (p: PersonSuggestion) =>
  `${p.name}（${p.companies.map((c) => (c.posts ? `${c.name}：${c.posts}` : c.name)).join('；')}${p.companyCount > p.companies.length ? ` 等${p.companyCount}家` : ''}）`;

/**
 * A person of the register, picked by identity: type the full name, then choose among the people of that name
 * by their companies (as the product's other person searches). The value is the person's id, never a name.
 */
export function PersonPicker({
  value,
  onChange,
  initial,
  testId,
}: {
  value?: string;
  onChange?: (personId: string) => void;
  /** The person already chosen (an edit): shown until another is searched. */
  initial?: { personId: string; name: string };
  testId?: string;
}) {
  const [options, setOptions] = useState<PersonSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');
  const search = async (text: string) => {
    const name = text.trim();
    setSearched(name);
    if (!name) return setOptions([]);
    setLoading(true);
    try {
      setOptions((await reviewApi.personSuggest(name)).list);
    } catch {
      setOptions([]);
    } finally {
      setLoading(false);
    }
  };
  const list = [
    ...(initial && !options.some((o) => o.personId === initial.personId)
      ? [{ value: initial.personId, label: initial.name }]
      : []),
    ...options.map((p) => ({ value: p.personId, label: personText(p) })),
  ];
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={(t) => void search(t)}
      placeholder="输入姓名全称搜索，按任职、持股企业选择其人"
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : searched ? (
          <Typography.Text type="secondary">未找到名为「{searched}」且有任职或持股的人员</Typography.Text>
        ) : null
      }
      options={list}
      data-testid={testId}
    />
  );
}
