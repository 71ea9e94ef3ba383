import { useLoad } from '@esee/react';
import { useRight } from '@esee/session';
import { FilterSelect } from '@esee/ui';
import { statsApi } from '../pages/statistics/statsApi';

/**
 * The institution a platform administrator (`super`) reads about; empty means
 * their own. Shown to `super` only: everyone else reads their own institution,
 * and the server refuses them another's code anyway.
 */
export function InstitutionPicker({
  value,
  onChange,
  testId = 'inst-picker',
}: {
  value: string | undefined;
  onChange: (instCode: string | undefined) => void;
  testId?: string;
}) {
  const isSuper = useRight('super');
  const institutions = useLoad(() => (isSuper ? statsApi.institutions() : Promise.resolve([])), [isSuper]);
  if (!isSuper) return null;
  return (
    <FilterSelect
      placeholder="本机构"
      minWidth={180}
      search
      testId={testId}
      options={institutions.data?.map((i) => ({ value: i.instCode, label: `${i.instName}（${i.instCode}）` }))}
      value={value}
      onChange={(instCode) => onChange(instCode as string | undefined)}
    />
  );
}
