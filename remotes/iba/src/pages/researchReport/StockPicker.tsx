import { useState } from 'react';
import { Select } from 'antd';
import { useLoad } from '@esee/react';
import { researchApi } from '../../api/research';

/** A covered stock by code or 简称 (the server's 20 best matches as one types). */
export function StockPicker({
  value,
  onChange,
  testId,
  width = 220,
}: {
  value: string | undefined;
  onChange: (stockCode: string | undefined) => void;
  testId: string;
  width?: number;
}) {
  const [keyword, setKeyword] = useState('');
  const stocks = useLoad(() => researchApi.stocks(keyword.trim()), [keyword]);
  const options = (stocks.data ?? []).map((s) => ({ value: s.stockCode, label: `${s.stockName}（${s.stockCode}）` }));
  // The chosen stock stays labelled when a new search no longer lists it.
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      showSearch
      allowClear
      placeholder="股票代码或简称"
      style={{ minWidth: width }}
      value={value}
      filterOption={false}
      onSearch={setKeyword}
      onChange={(v: string | undefined) => onChange(v)}
      loading={stocks.status === 'loading'}
      notFoundContent={stocks.status === 'failed' ? '加载失败' : '没有匹配的股票'}
      options={options}
      data-testid={testId}
    />
  );
}
