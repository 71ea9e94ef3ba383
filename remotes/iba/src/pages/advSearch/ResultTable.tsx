import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { AdvSearchFilters, AdvSearchRow, ConditionSort } from '@esee/contracts';
import { capitalText, CompanyLink, CompanyStatusTag, CountedTable, formatDate } from '@esee/ui';
import { advSearchApi } from '../../api/advSearch';

const STAGE_COLOR: Record<string, string> = {
  辅导备案: 'default',
  已受理: 'blue',
  问询: 'processing',
  上市委会议: 'purple',
  提交注册: 'cyan',
  注册生效: 'green',
  终止: 'red',
};

/** The count of matches first (共 N 家), then the paged rows with their listing and financing facts. */
export function ResultTable({
  filters,
  sort,
  toolbar,
}: {
  filters: AdvSearchFilters;
  sort: ConditionSort;
  toolbar: ReactNode;
}) {
  return (
    <CountedTable<AdvSearchRow>
      countTestId="adv-count"
      toolbar={toolbar}
      reloadKey={JSON.stringify({ filters, sort })}
      testId="list-adv-results"
      load={(page) => advSearchApi.search(filters, page, sort)}
      columns={[
        {
          key: 'orgName',
          title: '企业名称',
          render: (c) => (
            <Space size={4} wrap>
              <CompanyLink entId={c.entId} name={c.orgName} testId="adv-name" />
              <CompanyStatusTag status={c.status} />
            </Space>
          ),
        },
        {
          key: 'board',
          title: '上市板块 / 代码',
          width: 150,
          render: (c) =>
            c.board ? (
              <span data-testid="adv-board" data-board={c.board}>
                <Tag color="gold" style={{ marginInlineEnd: 4 }}>
                  {c.board}
                </Tag>
                {c.stockCode}
              </span>
            ) : (
              <Typography.Text type="secondary" data-testid="adv-board" data-board="未上市">
                未上市
              </Typography.Text>
            ),
        },
        {
          key: 'ipoStage',
          title: 'IPO状态',
          width: 150,
          render: (c) =>
            c.ipoStage ? (
              <span data-testid="adv-ipo-stage" data-stage={c.ipoStage}>
                <Tag color={STAGE_COLOR[c.ipoStage]}>{c.ipoStage}</Tag>
                {c.ipoBoard && <Typography.Text type="secondary">拟{c.ipoBoard}</Typography.Text>}
                {c.ipoStageDate && (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(c.ipoStageDate)}
                    </Typography.Text>
                  </div>
                )}
              </span>
            ) : (
              <span data-testid="adv-ipo-stage" data-stage="">
                -
              </span>
            ),
        },
        { key: 'sponsor', title: '保荐机构', width: 170, render: (c) => c.sponsor ?? '-' },
        {
          key: 'latestRound',
          title: '最新融资',
          width: 120,
          render: (c) =>
            c.latestRound ? (
              <span data-testid="adv-latest-round">
                {c.latestRound}
                {c.latestRoundDate && (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(c.latestRoundDate)}
                    </Typography.Text>
                  </div>
                )}
              </span>
            ) : (
              '-'
            ),
        },
        { key: 'legalRep', title: '法定代表人', width: 100 },
        {
          key: 'regCapital',
          title: '注册资本',
          width: 120,
          align: 'right',
          render: (c) => capitalText(c.regCapital, c.regCapitalCurrency),
        },
        { key: 'estDate', title: '成立日期', width: 110, render: (c) => formatDate(c.estDate) },
        { key: 'region', title: '所属地区', width: 160 },
      ]}
    />
  );
}
