import { useState } from 'react';
import { App, Button, Checkbox, List, Skeleton, Typography } from 'antd';
import { COMPARE_MAX, COMPARE_MIN, type Merchant } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState } from '@esee/ui';
import { merchantsSearchApi } from '../../api/merchantsSearch';
import { RiskGradeTag } from '../riskGrade';
import { CompareDialog } from './CompareDialog';

/** The user's shortlist (入围名单): tick 2–5 companies to compare them, or take one off the list. */
export function ShortlistCard({ version, onChange }: { version: number; onChange: () => void }) {
  const { message } = App.useApp();
  const shortlist = useLoad(() => merchantsSearchApi.shortlist(), [version]);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<string[] | null>(null);
  const rows: Merchant[] = shortlist.data ?? [];
  const chosen = picked.filter((id) => rows.some((r) => r.entId === id));
  const remove = async (m: Merchant) => {
    await merchantsSearchApi.removeFromShortlist(m.entId);
    message.success(`已将「${m.orgName}」移出入围名单`);
    onChange();
  };
  return (
    <div data-testid="shortlist">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong>入围名单{shortlist.data ? `（${rows.length}）` : ''}</Typography.Text>
        <Button
          type="primary"
          size="small"
          disabled={chosen.length < COMPARE_MIN || chosen.length > COMPARE_MAX}
          onClick={() => setComparing(chosen)}
          data-testid="compare-button"
        >
          对比（{chosen.length}）
        </Button>
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        勾选 {COMPARE_MIN}–{COMPARE_MAX} 家企业进行对比
      </Typography.Paragraph>
      {shortlist.status === 'failed' && <FailedState onRetry={shortlist.reload} />}
      {shortlist.status === 'loading' && !shortlist.data && <Skeleton active paragraph={{ rows: 3 }} />}
      {shortlist.data && rows.length === 0 && <EmptyState description="尚未加入企业，在结果表中点击「加入入围」" />}
      {rows.length > 0 && (
        <List
          size="small"
          dataSource={rows}
          renderItem={(m) => (
            <List.Item
              data-testid="shortlist-item"
              actions={[
                <Typography.Link key="remove" onClick={() => void remove(m)} data-testid="shortlist-remove">
                  移出
                </Typography.Link>,
              ]}
            >
              <Checkbox
                checked={chosen.includes(m.entId)}
                disabled={!chosen.includes(m.entId) && chosen.length >= COMPARE_MAX}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...chosen, m.entId] : chosen.filter((id) => id !== m.entId))
                }
                data-testid="shortlist-pick"
              >
                <span style={{ marginRight: 6 }}>{m.orgName}</span>
                <RiskGradeTag grade={m.riskGrade} />
              </Checkbox>
            </List.Item>
          )}
        />
      )}
      {comparing && <CompareDialog entIds={comparing} onClose={() => setComparing(null)} />}
    </div>
  );
}
