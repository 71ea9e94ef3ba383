import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useDetail } from '../detailContext';
import { TABS } from '../tabs';

/** Every counted section of the company, grouped by tab, each linking to its place (spec: overview). */
export function SectionCounts() {
  const { info, base, search } = useDetail();
  return (
    <Card size="small" title="数据概况" data-testid="section-counts" style={{ marginBottom: 16 }}>
      <div style={{ display: 'grid', gap: 12 }}>
        {TABS.filter((tab) => tab.sections.some((s) => s.countKey)).map((tab) => (
          <div key={tab.key} style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
            <Typography.Text strong style={{ width: 72, flex: 'none' }}>
              {tab.title}
            </Typography.Text>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 8px' }}>
              {tab.sections
                .filter((s) => s.countKey)
                .map((s) => {
                  const n = info.counts[s.countKey!] ?? 0;
                  const label = (
                    <>
                      {s.title} <b>{n}</b>
                    </>
                  );
                  const style = {
                    padding: '2px 10px',
                    borderRadius: 4,
                    background: n ? '#f0f5ff' : '#fafafa',
                    fontSize: 13,
                  };
                  return n ? (
                    <Link
                      key={s.id}
                      to={`${base}/${tab.key}${search}#${s.id}`}
                      style={style}
                      data-testid={`count-${s.id}`}
                    >
                      {label}
                    </Link>
                  ) : (
                    <span key={s.id} style={{ ...style, color: '#bfbfbf' }}>
                      {label}
                    </span>
                  );
                })}
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
