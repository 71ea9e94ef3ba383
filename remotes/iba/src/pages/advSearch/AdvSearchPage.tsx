import { useState } from 'react';
import { App, Button, Card, Collapse, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  ADV_SEARCH_SET_NAME_MAX,
  type AdvSearchFilters,
  type Conditions,
  type ConditionSort,
  type FinanceFilters,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { activeConditionChips, ConditionFilterPanel, FailedState, NameDialog } from '@esee/ui';
import { advSearchApi } from '../../api/advSearch';
import { FinancePanel, financeChips } from './FinancePanel';
import { ResultTable } from './ResultTable';
import { SavedSearches } from './SavedSearches';

const SORTS: { value: ConditionSort; label: string }[] = [
  { value: 'estDateDesc', label: '成立日期从近到远' },
  { value: 'estDateAsc', label: '成立日期从远到近' },
  { value: 'capitalDesc', label: '注册资本从高到低' },
  { value: 'capitalAsc', label: '注册资本从低到高' },
];

/** 导出 the result as a job: the server counts the rows against the daily quota and writes the file later. */
function ExportButton({ filters, sort }: { filters: AdvSearchFilters; sort: ConditionSort }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const job = await advSearchApi.export(filters, sort);
      message.success({
        content: (
          <span data-testid="export-created">
            已创建导出任务「{job.name}」（{job.rowCount} 条），完成后可在
            {/* Navigated from here: the toast may render outside the router. */}
            <Typography.Link onClick={() => void navigate('/bankAssistant/exportList')}>名单导出记录</Typography.Link>
            下载
          </span>
        ),
        duration: 5,
      });
    } catch {
      // The refusal has been shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={start} data-testid="adv-export">
      导出
    </Button>
  );
}

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
  const [saving, setSaving] = useState(false);
  const [setsVersion, setSetsVersion] = useState(0);

  const changeConditions = (next: Conditions) => {
    setConditions(next);
    setActiveSet(null);
  };
  const changeFinance = (next: FinanceFilters) => {
    setFinance(next);
    setActiveSet(null);
  };

  if (options.status === 'failed')
    return (
      <Card title="高级搜索">
        <FailedState onRetry={options.reload} />
      </Card>
    );
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
    <div data-testid="adv-search-page" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          高级搜索
        </Typography.Title>
        <Card size="small" style={{ marginBottom: 12 }}>
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
          {chips.length > 0 && (
            <div
              data-testid="active-filters"
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 6,
                alignItems: 'center',
                paddingTop: 8,
                borderTop: '1px dashed #eee',
              }}
            >
              <Typography.Text type="secondary">已选条件：</Typography.Text>
              {chips.map((chip) => (
                <Tag
                  key={chip.key}
                  closable
                  color="blue"
                  data-testid="filter-chip"
                  onClose={(e) => {
                    e.preventDefault();
                    chip.remove();
                  }}
                >
                  {chip.label}
                </Tag>
              ))}
              <Typography.Link
                onClick={() => {
                  changeConditions({});
                  changeFinance({});
                }}
                data-testid="clear-filters"
              >
                清空条件
              </Typography.Link>
            </div>
          )}
        </Card>
        <Card size="small">
          <ResultTable
            filters={filters}
            sort={sort}
            toolbar={
              <Space>
                <Select<ConditionSort>
                  value={sort}
                  onChange={setSort}
                  options={SORTS}
                  style={{ width: 170 }}
                  data-testid="adv-sort"
                />
                <Button
                  icon={<SaveOutlined />}
                  onClick={() => setSaving(true)}
                  disabled={!options.data}
                  data-testid="adv-save-set"
                >
                  保存方案
                </Button>
                <ExportButton filters={filters} sort={sort} />
              </Space>
            }
          />
        </Card>
      </div>
      <div style={{ width: 280, flex: 'none' }}>
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
      </div>
      <NameDialog
        title="保存方案"
        maxLength={ADV_SEARCH_SET_NAME_MAX}
        placeholder="方案名称，如：科创板问询中"
        open={saving}
        onClose={() => setSaving(false)}
        submit={async (name) => {
          const set = await advSearchApi.createSet(name, filters);
          message.success(`已保存方案「${name}」`);
          setActiveSet(set.id);
          setSetsVersion((n) => n + 1);
        }}
      />
    </div>
  );
}
