import { Space, Typography } from 'antd';

const swatch = (style: React.CSSProperties) => (
  <span style={{ display: 'inline-block', width: 14, height: 14, verticalAlign: -2, marginRight: 4, ...style }} />
);

/** What the shapes and colours mean. */
export function GraphLegend({ expandable }: { expandable: boolean }) {
  return (
    <Space size={12} wrap data-testid="graph-legend">
      <span>{swatch({ border: '1px solid #4096ff', borderRadius: 2 })}企业</span>
      <span>{swatch({ border: '1px solid #fa8c16', background: '#fff7e6', borderRadius: '50%' })}自然人</span>
      <span>{swatch({ background: '#1677ff', borderRadius: 2 })}查询主体</span>
      <span>
        {swatch({ border: '1px solid #fa541c', background: '#fff2e8', borderRadius: 2 })}受益所有人／实际控制人
      </span>
      <span>{swatch({ border: '1px dashed #bfbfbf', borderRadius: 2 })}交叉持股</span>
      {expandable && <Typography.Text type="secondary">双击节点展开或收起</Typography.Text>}
    </Space>
  );
}
