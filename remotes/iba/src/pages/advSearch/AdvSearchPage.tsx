import { useState } from 'react';
import { App, Card, Collapse, Skeleton, Typography } from 'antd';
import {
  ADV_SEARCH_SET_NAME_MAX,
  type AdvSearchFilters,
  type Conditions,
  type ConditionSort,
  type FinanceFilters,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { ActiveFilterChips, activeConditionChips, ConditionFilterPanel, SearchLayout, SearchTools } from '@esee/ui';
import { advSearchApi } from '../../api/advSearch';
import { FinancePanel, financeChips } from './FinancePanel';
import { ResultTable } from './ResultTable';
import { SavedSearches } from './SavedSearches';

/**
 * `/investment/allInfo/advSearch`: 高级搜索 (product pages §3.1). 条件找客's conditions and the finance filters an
 * investment bank looks for targets by; the count first, then the rows; filters kept as 方案; the result
 * exported as a job (名单导出记录).
 */
export default function AdvSearchPage() {
  usePageTitle('高级搜索');
  const { message } = App.useApp();
  const options = useLoad(() => advSearchApi.options(), []);
  const [conditions, setConditions] = useState<Conditions>({});
  const [finance, setFinance] = useState<FinanceFilters>({});
  const [sort, setSort] = useState<ConditionSort>('estDateDesc');
  const [activeSet, setActiveSet] = useState<number | null>(null);
  const [setsVersion, setSetsVersion] = useState(0);

  const changeConditions = (next: Conditions) => {
    setConditions(next);
    setActiveSet(null);
  };
  const changeFinance = (next: FinanceFilters) => {
    setFinance(next);
    setActiveSet(null);
  };

  const filters: AdvSearchFilters = { conditions, finance };
  const chips = options.data
    ? [
        ...financeChips(finance).map((c) => ({ ...c, remove: () => changeFinance(c.without()) })),
        ...activeConditionChips(conditions, options.data.conditions).map((c) => ({
          ...c,
          remove: () => changeConditions(c.without(conditions)),
        })),
      ]
    : [];
  return (
    <SearchLayout
      testId="adv-search-page"
      title="高级搜索"
      options={options}
      filters={
        <>
          {options.data ? (
            <Collapse
              ghost
              defaultActiveKey={['finance', 'conditions']}
              items={[
                {
                  key: 'finance',
                  label: <Typography.Text strong>金融筛选</Typography.Text>,
                  children: <FinancePanel options={options.data} value={finance} onChange={changeFinance} />,
                },
                {
                  key: 'conditions',
                  label: <Typography.Text strong>企业条件</Typography.Text>,
                  children: (
                    <ConditionFilterPanel
                      options={options.data.conditions}
                      value={conditions}
                      onChange={changeConditions}
                      withCustomers={false}
                    />
                  ),
                },
              ]}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
          <ActiveFilterChips
            chips={chips}
            onClear={() => {
              changeConditions({});
              changeFinance({});
            }}
          />
        </>
      }
      sideWidth={280}
      side={
        <Card size="small">
          <SavedSearches
            version={setsVersion}
            activeId={activeSet}
            onApply={(set) => {
              setConditions(set.filters.conditions);
              setFinance(set.filters.finance);
              setActiveSet(set.id);
              message.success(`已应用方案「${set.name}」`);
            }}
          />
        </Card>
      }
    >
      <Card size="small">
        <ResultTable
          filters={filters}
          sort={sort}
          toolbar={
            <SearchTools
              sort={sort}
              onSort={setSort}
              saveSet={{
                maxLength: ADV_SEARCH_SET_NAME_MAX,
                placeholder: '方案名称，如：科创板问询中',
                submit: async (name) => {
                  const set = await advSearchApi.createSet(name, filters);
                  setActiveSet(set.id);
                  setSetsVersion((n) => n + 1);
                },
              }}
              saveDisabled={!options.data}
              saveText="保存方案"
              createExport={() => advSearchApi.export(filters, sort)}
              testIds={{ sort: 'adv-sort', save: 'adv-save-set', export: 'adv-export' }}
            />
          }
        />
      </Card>
    </SearchLayout>
  );
}
