import { Select } from 'antd';
import type { Company } from '@esee/contracts';

/** The institution picker atop the platform's per-institution pages, searched by name or code. */
export function CompanySelect({
  companies,
  loading,
  value,
  onChange,
  testId,
}: {
  companies: Company[];
  loading: boolean;
  value: string | undefined;
  onChange: (instCode: string) => void;
  testId: string;
}) {
  return (
    <Select
      showSearch
      placeholder="选择机构"
      style={{ width: 360 }}
      loading={loading}
      value={value}
      onChange={onChange}
      optionFilterProp="label"
      options={companies.map((c) => ({ value: c.instCode, label: `${c.instName}（${c.instCode}）` }))}
      data-testid={testId}
    />
  );
}
