import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import { Link } from 'react-router';
import { FileType, ScsGroupStatus, type ScsGroupRow, type ScsRunSummary } from '@esee/contracts';
import { usePageTitle, useWorkRun } from '@esee/react';
import {
  BatchImportDialog,
  choices,
  DataTable,
  FilterSelect,
  KeywordSearch,
  ListPage,
  WorkRunProgress,
} from '@esee/ui';
import { bookImportSource, sameCustomerApi } from '../../api/sameCustomer';
import { groupHref, GroupStatusTag, money } from '../format';
import { useUrlFilters } from '../useUrlFilters';

/** What the last run found and changed, in a sentence. */
function runText(run: ScsRunSummary): string {
  const c = run.changes;
  const base = `最近识别：${run.createdAt}${run.createdBy ? `（${run.createdBy}）` : ''}，客户 ${run.customerCount} 户，识别组 ${run.groupCount} 个，用时 ${(run.elapsedMs / 1000).toFixed(1)} 秒`;
  if (c.firstRun) return `${base}。首次识别。`;
  return `${base}。较上次：新增 ${c.newGroups} 组、消失 ${c.removedGroups} 组、变更 ${c.changedGroups} 组，成员增加 ${c.membersAdded} 户、减少 ${c.membersRemoved} 户。`;
}

/** Which family ties of 数据维护 the run used (each with the groups it joined), and which it could not. */
export function FamilyTiesText({ ties }: { ties: ScsRunSummary['familyTies'] }) {
  const used = ties.used.map((t) => `${t.personA}与${t.personB}（${t.relation}）→ ${t.groups.join('、')}`);
  return (
    <div data-testid="scs-run-family">
      {used.length ? `本次识别使用家族关系 ${used.length} 条：${used.join('；')}` : '本次识别未使用家族关系'}
      {ties.unused > 0 && `；另有 ${ties.unused} 条未连接本机构客户`}
      {ties.unlinked > 0 && `；${ties.unlinked} 条仅有姓名、未关联人员，未参与识别，请在数据维护中重新选择人员`}
    </div>
  );
}

/**
 * `/sameCustomerSystem/sameCustomer`: 同一客户识别 (product notes §4.2). Runs the identification over the
 * institution's book and lists the groups of the latest run (name, core company, members, total exposure,
 * status); a group opens its detail. The book (with exposures by product) is imported here too.
 */
export default function SameCustomerPage() {
  usePageTitle('同一客户');
  const { message } = App.useApp();
  const { params, set } = useUrlFilters();
  const keyword = params.get('kw')?.trim() || undefined;
  const status = params.get('s') || undefined;
  const [version, setVersion] = useState(0);
  const [run, setRun] = useState<ScsRunSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const [noRun, setNoRun] = useState(false);
  // A run is long work on the server: started here, followed here, its groups listed once it is done.
  const identify = useWorkRun({
    latest: sameCustomerApi.runState,
    start: sameCustomerApi.run,
    onFinished: (finished) => {
      if (finished.state !== 'done') return;
      setVersion((v) => v + 1);
      void message.success('识别完成');
    },
  });

  return (
    <ListPage
      title="同一客户"
      testId="same-customer-page"
      filters={
        <>
          <KeywordSearch
            defaultValue={keyword}
            placeholder="识别组名称或成员企业名称"
            width={280}
            maxLength={100}
            onSearch={(kw) => set({ kw })}
            testId="scs-group-keyword"
          />
          <FilterSelect
            placeholder="状态"
            testId="scs-group-status-filter"
            options={choices(Object.values(ScsGroupStatus))}
            value={status}
            onChange={(s) => set({ s })}
          />
        </>
      }
      actions={
        <>
          <Button onClick={() => setImporting(true)} data-testid="scs-import-book">
            导入客户名单（含敞口）
          </Button>
          <Button type="primary" loading={identify.running} onClick={() => void identify.start()} data-testid="scs-run">
            {identify.running ? '识别中' : '运行识别'}
          </Button>
        </>
      }
    >
      <WorkRunProgress run={identify.run} what="识别" testId="scs-run-progress" />
      {noRun && !run && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          message="尚未运行同一客户识别：导入本行客户名单（含敞口）后，点击「运行识别」。"
          data-testid="scs-no-run"
        />
      )}
      {run && (
        <Alert
          style={{ marginBottom: 12 }}
          type="success"
          showIcon
          message={runText(run)}
          description={<FamilyTiesText ties={run.familyTies} />}
          data-testid="scs-run-summary"
        />
      )}
      <DataTable<ScsGroupRow>
        testId="scs-groups"
        reloadKey={`${keyword ?? ''}/${status ?? ''}/${version}`}
        rowKey={(g) => String(g.groupId)}
        load={async (page) => {
          const r = await sameCustomerApi.groups({ keyword, status }, page);
          setNoRun(!r.run);
          setRun(r.run);
          return { total: r.total, list: r.list };
        }}
        columns={[
          {
            key: 'name',
            title: '识别组名称',
            render: (g) => (
              <Link to={groupHref(g.groupId)} data-testid="scs-group-name">
                {g.name}
              </Link>
            ),
          },
          { key: 'coreName', title: '核心企业', render: (g) => <span data-testid="scs-group-core">{g.coreName}</span> },
          { key: 'memberCount', title: '成员数', width: 90, align: 'right' },
          { key: 'totalExposure', title: '总敞口', width: 150, align: 'right', render: (g) => money(g.totalExposure) },
          { key: 'status', title: '状态', width: 100, render: (g) => <GroupStatusTag status={g.status} /> },
        ]}
      />
      {importing && (
        <BatchImportDialog
          title="导入客户名单（含敞口、评级、授信额度）"
          scope={{ fileType: FileType.SCS_CUSTOMER_BOOK }}
          source={bookImportSource}
          onClose={() => setImporting(false)}
          onImported={(r) => {
            setImporting(false);
            void message.success(`已导入 ${r.imported} 户，更新 ${r.existing} 户；请重新运行识别`);
          }}
        />
      )}
    </ListPage>
  );
}
