import type { ReactNode } from 'react';
import { Modal, Skeleton } from 'antd';
import type { CompareColumn } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState, formatDate, formatMoney } from '@esee/ui';
import { merchantsSearchApi } from '../../api/merchantsSearch';
import { RiskGradeTag } from '../riskGrade';

const ROWS: { label: string; cell: (c: CompareColumn) => ReactNode }[] = [
  { label: '法定代表人', cell: (c) => c.legalRep ?? '-' },
  { label: '登记状态', cell: (c) => c.status },
  { label: '企业类型', cell: (c) => c.orgType ?? '-' },
  { label: '成立日期', cell: (c) => formatDate(c.estDate) },
  { label: '注册资本', cell: (c) => formatMoney(c.regCapital) },
  { label: '实缴资本', cell: (c) => formatMoney(c.paidCapital) },
  { label: '所属地区', cell: (c) => c.region || '-' },
  { label: '所属行业', cell: (c) => c.industryName ?? '-' },
  { label: '近12个月中标', cell: (c) => `${c.wins12} 次 / ${formatMoney(c.amount12)}` },
  { label: '近36个月中标', cell: (c) => `${c.wins36} 次 / ${formatMoney(c.amount36)}` },
  { label: '风险等级', cell: (c) => <RiskGradeTag grade={c.riskGrade} /> },
  {
    label: '风险记录',
    cell: (c) =>
      Object.keys(c.risks).length
        ? Object.entries(c.risks)
            .map(([label, n]) => `${label} ${n}`)
            .join('、')
        : '无',
  },
];

/** 2–5 shortlisted companies side by side: one column per company, one row per key fact. */
export function CompareDialog({ entIds, onClose }: { entIds: string[]; onClose: () => void }) {
  const columns = useLoad(() => merchantsSearchApi.compare(entIds), [entIds.join()]);
  return (
    <Modal open title={`企业对比（${entIds.length} 家）`} onCancel={onClose} footer={null} width={1000}>
      {columns.status === 'failed' && <FailedState onRetry={columns.reload} />}
      {columns.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {columns.data && (
        <table data-testid="compare-table" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              <th style={{ ...cell, width: 130, background: '#fafafa' }}>对比项</th>
              {columns.data.map((c) => (
                <th key={c.entId} style={{ ...cell, background: '#fafafa' }} data-testid="compare-company">
                  {c.orgName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} data-testid="compare-row">
                <td style={{ ...cell, color: 'rgba(0,0,0,0.55)' }}>{row.label}</td>
                {columns.data!.map((c) => (
                  <td key={c.entId} style={cell}>
                    {row.cell(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}

const cell = {
  border: '1px solid #f0f0f0',
  padding: '8px 10px',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};
