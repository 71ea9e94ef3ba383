import type { CSSProperties } from 'react';
import { Col, Row, Statistic, type StatisticProps } from 'antd';

/** One figure of a {@link StatRow}: a Statistic's props, the columns it takes (24 a row) and its test id. */
export interface Stat extends Omit<StatisticProps, 'key'> {
  key?: string;
  span?: number;
  testId?: string;
}

/** A row of figures (研报总数, 监控企业, …), each a Statistic in its own column; `span` is each one's width unless it names its own. */
export function StatRow({
  stats,
  span = 6,
  style,
  testId,
}: {
  stats: Stat[];
  span?: number;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <Row gutter={16} style={style} data-testid={testId}>
      {stats.map(({ key, span: own, testId: statTestId, ...stat }, i) => (
        <Col span={own ?? span} key={key ?? i}>
          <Statistic {...stat} data-testid={statTestId} />
        </Col>
      ))}
    </Row>
  );
}
