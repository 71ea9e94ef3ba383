import { useState } from 'react';
import { Alert, Card, Skeleton } from 'antd';
import { CONDITION_SET_NAME_MAX, type Conditions, type ConditionSetRun, type ConditionSort } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { ActiveFilterChips, activeConditionChips, ConditionFilterPanel, SearchLayout, SearchTools } from '@esee/ui';
import { conditionsSearchApi } from '../../api/conditionsSearch';
import { exportJobsApi } from '../../api/exportJobs';
import { CustomerBookCard } from './CustomerBookCard';
import { ProspectTable } from './ProspectTable';
import { SavedSets, SET_NAME_PLACEHOLDER } from './SavedSets';

/**
 * `/bankAssistant/conditionsSearch`: 条件找客 (product pages §1.2). Filters build a prospect list;
 * the count comes first, then the rows. Conditions can be kept as a 方案 and rerun later, the rerun
 * marking the companies that are new since the previous run.
 */
export default function ConditionsSearchPage() {
  usePageTitle('条件找客');
  const options = useLoad(() => conditionsSearchApi.options(), []);
  const [conditions, setConditions] = useState<Conditions>({});
  const [sort, setSort] = useState<ConditionSort>('estDateDesc');
  const [run, setRun] = useState<ConditionSetRun | null>(null);
  const [setsVersion, setSetsVersion] = useState(0);
  // Bumped when the customer book changes: the rows' 本行客户 marks and the exclusion read it.
  const [bookVersion, setBookVersion] = useState(0);

  // Editing the filters leaves the 方案 that was rerun: its 新增 marks belong to its own conditions.
  const change = (next: Conditions) => {
    setConditions(next);
    setRun(null);
  };

  const chips = options.data ? activeConditionChips(conditions, options.data) : [];
  return (
    <SearchLayout
      testId="conditions-search-page"
      title="条件找客"
      options={options}
      filters={
        <>
          {options.data ? (
            <ConditionFilterPanel options={options.data} value={conditions} onChange={change} />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
          <ActiveFilterChips
            chips={chips.map((chip) => ({ ...chip, remove: () => change(chip.without(conditions)) }))}
            onClear={() => change({})}
          />
        </>
      }
      sideWidth={300}
      side={
        <>
          <Card size="small">
            <CustomerBookCard onChange={() => setBookVersion((v) => v + 1)} />
          </Card>
          <Card size="small">
            <SavedSets
              version={setsVersion}
              activeId={run?.set.id ?? null}
              onRun={(r) => {
                setConditions(r.set.conditions);
                setRun(r);
              }}
            />
          </Card>
        </>
      }
    >
      {run && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setRun(null)}
          style={{ marginBottom: 12 }}
          data-testid="set-run-summary"
          message={
            run.tracked
              ? `方案「${run.set.name}」已重新运行：共 ${run.total} 家，较上次运行新增 ${run.newCount} 家（表中标记“新增”）`
              : `方案「${run.set.name}」已重新运行：共 ${run.total} 家（结果过多，不区分新增企业）`
          }
        />
      )}
      <Card size="small">
        <ProspectTable
          conditions={conditions}
          sort={sort}
          setId={run?.set.id}
          bookVersion={bookVersion}
          toolbar={
            <SearchTools
              sort={sort}
              onSort={setSort}
              saveSet={{
                maxLength: CONDITION_SET_NAME_MAX,
                placeholder: SET_NAME_PLACEHOLDER,
                submit: async (name) => {
                  await conditionsSearchApi.createSet(name, conditions);
                  setSetsVersion((n) => n + 1);
                },
              }}
              saveDisabled={!options.data}
              saveText="保存为方案"
              createExport={() => exportJobsApi.create('conditionSearch', { conditions, sort })}
              testIds={{ sort: 'conditions-sort', save: 'save-set', export: 'conditions-export' }}
            />
          }
        />
      </Card>
    </SearchLayout>
  );
}
