import { Tag } from 'antd';
import { RISK_GRADES } from '@esee/contracts';

const COLORS: Record<string, string> = { A: 'green', B: 'blue', C: 'gold', D: 'orange', E: 'red' };

/** A risk grade as a coloured tag: 「A 无风险记录」…「E 一票否决」. */
export function RiskGradeTag({ grade }: { grade: string }) {
  const label = RISK_GRADES.find((g) => g.grade === grade)?.label ?? '';
  return (
    <Tag color={COLORS[grade]} data-testid="risk-grade" data-grade={grade} style={{ marginInlineEnd: 0 }}>
      {grade} {label}
    </Tag>
  );
}
