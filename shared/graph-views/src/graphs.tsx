import { Alert, Collapse, Select, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import {
  evidenceDateText,
  evidencePathText,
  type ActualControllerResult,
  type CompanyGraphKind,
  type GraphEntity,
  type GraphSource,
  type GroupNode,
  type GroupResult,
  type PenetrationDirection,
  type PenetrationResult,
} from '@esee/contracts';
import { useLoad, type Loaded } from '@esee/react';
import { DataTable, EmptyState, FailedState } from '@esee/ui';
import { isNotFoundError } from './errors';
import { GraphView } from './GraphView';
import {
  RULE_TEXT,
  beneficialOwnersView,
  controllerView,
  enterpriseView,
  graftChildren,
  groupView,
  pct,
  penetrationView,
  readableCollapse,
  restOf,
  type ViewGraph,
  type ViewNode,
} from './model';

export interface CompanyGraphProps {
  entId: string;
  /** The company's name, for the PNG's file name. */
  name: string;
  source: GraphSource;
}

/** Loading, failed (with retry), not found: the same for every graph. */
function Loading<T>({
  state,
  children,
}: {
  state: Loaded<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading')
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip="图谱生成中…">
          <div style={{ height: 40 }} />
        </Spin>
      </div>
    );
  if (state.status === 'failed')
    return isNotFoundError(state.error) ? (
      <EmptyState description="未找到该企业" />
    ) : (
      <FailedState onRetry={state.reload} />
    );
  return <>{children(state.data)}</>;
}

/** What an answer cut, as a clause to append to its summary ('' when nothing was cut). */
const cutNote = (cut: {
  cycles?: number;
  depthReached?: boolean;
  nodeLimitReached?: boolean;
  timeLimitReached?: boolean;
  pathLimitReached?: boolean;
}) =>
  [
    cut.cycles ? `交叉持股${cut.cycles}处，已画出不再展开` : '',
    cut.depthReached ? '已达所选层数，带“⋯”的节点可双击继续展开' : '',
    cut.nodeLimitReached ? '节点数已达上限，部分分支未展开' : '',
    cut.timeLimitReached ? '查询时间已达上限，部分分支未展开' : '',
    cut.pathLimitReached ? '路径数已达上限，结果不完整' : '',
  ]
    .filter(Boolean)
    .map((note) => `；${note}`)
    .join('');

/** What the direction drawn leaves out, as a clause of the summary: no investments, no shareholders. */
const directionNote = ({ direction, counts }: PenetrationResult, chosen: boolean) =>
  direction === 'down'
    ? counts.holdings
      ? ''
      : `；无对外投资${counts.holders ? `，可切换“向上：股东”查看${counts.holders}个股东` : ''}`
    : counts.holders
      ? counts.holdings || chosen
        ? ''
        : '；无对外投资，已显示股东'
      : '；无股东信息';

/**
 * 股权穿透: up to the shareholders or down to the investments, N levels, each node expandable. It opens on the
 * side with data (the server's choice: investments, else shareholders) until the user picks one.
 */
export function StockRightGraph({ entId, name, source }: CompanyGraphProps) {
  const [chosen, setDirection] = useState<PenetrationDirection>();
  const [depth, setDepth] = useState(3);
  const state = useLoad(() => source.stockRight(entId, chosen, { depth }), [entId, chosen, depth]);
  const direction = chosen ?? state.data?.direction;
  const counts = state.data?.counts;
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Segmented
          value={direction}
          onChange={(v) => setDirection(v as PenetrationDirection)}
          options={[
            { value: 'down', label: `向下：对外投资${counts ? `（${counts.holdings}）` : ''}` },
            { value: 'up', label: `向上：股东${counts ? `（${counts.holders}）` : ''}` },
          ]}
          data-testid="stock-direction"
        />
        <Select
          value={depth}
          onChange={setDepth}
          style={{ width: 110 }}
          options={Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: `穿透${i + 1}层` }))}
          aria-label="穿透层数"
        />
      </Space>
      <Loading state={state}>
        {(result) => (
          <PenetrationTree
            key={`${result.direction}${depth}`}
            result={result}
            chosen={Boolean(chosen)}
            name={name}
            source={source}
          />
        )}
      </Loading>
    </>
  );
}

function PenetrationTree({
  result,
  chosen,
  name,
  source,
}: {
  result: PenetrationResult;
  /** The user picked the direction (else the server opened on the side with data). */
  chosen: boolean;
  name: string;
  source: GraphSource;
}) {
  const direction = result.direction;
  const [root, setRoot] = useState(result.root);
  // A large tree opens collapsed at the level that keeps its labels readable (issue 41), not shrunk to fit.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() =>
    readableCollapse(penetrationView(result.root, direction)),
  );
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [expanding, setExpanding] = useState<string | null>(null);
  const view = useMemo(() => penetrationView(root, direction, collapsed, opened), [root, direction, collapsed, opened]);
  const toggle = async (node: ViewNode) => {
    const summedUnder = restOf(node.id);
    if (summedUnder !== null) setOpened(new Set([...opened, summedUnder]));
    else if (collapsed.has(node.id)) setCollapsed(new Set([...collapsed].filter((id) => id !== node.id)));
    else if (!node.expandable) setCollapsed(new Set([...collapsed, node.id]));
    else {
      // Lazy expansion: two more levels below this node, shares still relative to the root.
      setExpanding(node.id);
      try {
        const more = await source.stockRight(node.entity!.id, direction, {
          depth: 2,
          base: node.share || undefined,
          level: node.hops,
        });
        setRoot((r) => graftChildren(r, node.id, more.root.children));
      } finally {
        setExpanding(null);
      }
    }
  };
  return (
    <GraphView
      view={view}
      layouts={['tree', 'force']}
      source={source}
      fileName={`${name}-股权穿透图`}
      onToggle={(node) => void toggle(node)}
      summary={
        <Typography.Text type="secondary" data-testid="graph-summary">
          共{view.nodes.length}个节点{expanding ? '，正在展开…' : ''}
          {directionNote(result, chosen)}
          {cutNote(result.cut)}
          {foldNote(view)}
        </Typography.Text>
      }
    />
  );
}

/** What the drawing folded to stay readable, as a clause of the summary. */
const foldNote = (view: ViewGraph) =>
  [
    view.nodes.some((n) => n.collapsed) ? '；部分分支已收起，双击带“+”的节点展开' : '',
    view.nodes.some((n) => restOf(n.id) !== null) ? '；持股较小者合并为“其余…”节点，双击展开' : '',
  ].join('');

/** 受益所有人: who they are, by which rule, each with the calculation of the share. */
export function BeneficialOwnersGraph({ entId, name, source }: CompanyGraphProps) {
  const state = useLoad(() => source.beneficialOwners(entId), [entId]);
  return (
    <Loading state={state}>
      {(result) => {
        const view = beneficialOwnersView(result, { id: entId, kind: 'C', name });
        return (
          <>
            <Alert
              type={result.owners.length ? 'info' : 'warning'}
              showIcon
              style={{ marginBottom: 8 }}
              data-testid="graph-summary"
              message={
                result.owners.length
                  ? `${RULE_TEXT[result.rule]}：${result.owners.map((o) => o.person.name).join('、')}`
                  : '未识别出受益所有人'
              }
              description={`持股阈值 ${pct(result.threshold)}（${result.inclusive ? '达到即认定' : '超过方认定'}）${
                result.rule === 'ownership' ? '' : '；无人达到阈值，按控制、再按高级管理人员认定'
              }${cutNote(result.cut)}`}
            />
            {result.rule === 'ownership' && result.owners.length > 0 && (
              <div style={{ marginBottom: 8 }}>
                <DataTable
                  testId="graph-owners"
                  size="small"
                  showAll
                  rowKey={(o) => o.person.id}
                  rows={result.owners}
                  columns={[
                    { key: 'person', title: '受益所有人', render: (o) => o.person.name },
                    { key: 'share', title: '最终受益股份', render: (o) => pct(o.share) },
                    { key: 'calculation', title: '计算过程' },
                  ]}
                />
              </div>
            )}
            {result.nearMisses.length > 0 && (
              <Collapse
                size="small"
                style={{ marginBottom: 8 }}
                data-testid="graph-near-misses"
                items={[
                  {
                    key: 'near',
                    label: `已核查但未认定的自然人（${result.nearMisses.length}）`,
                    children: (
                      <DataTable
                        size="small"
                        showAll
                        rowKey={(o) => o.person.id}
                        rows={result.nearMisses}
                        columns={[
                          { key: 'person', title: '自然人', render: (o) => o.person.name },
                          { key: 'share', title: '最终受益股份', render: (o) => pct(o.share) },
                          { key: 'calculation', title: '计算过程' },
                          {
                            key: 'why',
                            title: '未认定原因',
                            render: () =>
                              `未${result.inclusive ? '达到' : '超过'}持股阈值 ${pct(result.threshold)}${
                                result.rule === 'ownership' ? '' : '，且非按控制或高级管理人员认定之人'
                              }`,
                          },
                        ]}
                      />
                    ),
                  },
                ]}
              />
            )}
            <GraphView view={view} layouts={['tree', 'force']} source={source} fileName={`${name}-受益所有人图`} />
          </>
        );
      }}
    </Loading>
  );
}

const STOPPED: Record<'cycle' | 'depth', string> = { cycle: '控制链成环，无法确定', depth: '控制链超过层数上限' };

const holderText = (h: { holder: { name: string }; ratio: number }) => `${h.holder.name} ${pct(h.ratio)}`;

/** How control was decided at each link, with who else was checked, and where no holder controls, why. */
function ControlChecks({ result }: { result: ActualControllerResult }) {
  const rows = [
    ...result.chain.map((l) => ({
      key: l.company.id,
      company: l.company.name,
      decision: `${holderText(l)}，${l.basis === 'majority' ? '持股过半数' : '唯一第一大股东'}`,
      checked: l.next ? `次大股东 ${holderText(l.next)}` : '唯一股东',
    })),
    ...(result.undecided?.holders.length
      ? [
          {
            key: result.undecided.company.id,
            company: result.undecided.company.name,
            decision: '无控制方：无人持股过半，且第一大股东不唯一',
            checked: result.undecided.holders.map(holderText).join('、'),
          },
        ]
      : []),
  ];
  if (!rows.length) return null;
  return (
    <div style={{ marginBottom: 8 }}>
      <DataTable
        testId="graph-control-checks"
        size="small"
        showAll
        rowKey={(r) => r.key}
        rows={rows}
        columns={[
          { key: 'company', title: '企业' },
          { key: 'decision', title: '逐层认定' },
          { key: 'checked', title: '同时核查的股东' },
        ]}
      />
    </div>
  );
}

/** 实际控制人: the control chain up to the controller. */
export function ActualControllerGraph({ entId, name, source }: CompanyGraphProps) {
  const state = useLoad(() => source.actualController(entId), [entId]);
  return (
    <Loading state={state}>
      {(result) => (
        <>
          <Alert
            type={result.controller ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 8 }}
            data-testid="graph-summary"
            message={result.controller ? `实际控制人：${result.controller.name}` : '无实际控制人'}
            description={
              result.controller
                ? `控制链 ${result.chain.length} 层，持股链乘积 ${pct(result.share)}（逐层过半数或为唯一第一大股东）`
                : result.stopped
                  ? STOPPED[result.stopped]
                  : result.undecided?.holders.length === 0
                    ? `${result.undecided.company.name}无登记股东`
                    : '无股东持股过半，且第一大股东不唯一'
            }
          />
          <ControlChecks result={result} />
          <GraphView
            view={controllerView(result, { id: entId, kind: 'C', name })}
            layouts={['tree']}
            source={source}
            fileName={`${name}-实际控制人图`}
            height={480}
          />
        </>
      )}
    </Loading>
  );
}

/** A group member as the explanation lists it: its control chain from the top (each link's record is its row's). */
interface GroupMember {
  node: GroupNode;
  chain: { entities: GraphEntity[]; ratios: number[] };
}

/** Every member of the tree with its chain from the top (the root itself is no member). */
function groupMembers(root: GroupNode): GroupMember[] {
  const out: GroupMember[] = [];
  const walk = (node: GroupNode, chain: GroupMember['chain']) => {
    for (const child of node.children) {
      const next = { entities: [...chain.entities, child.entity], ratios: [...chain.ratios, child.ratio ?? 0] };
      out.push({ node: child, chain: next });
      walk(child, next);
    }
  };
  walk(root, { entities: [root.entity], ratios: [] });
  return out;
}

/** Why the parent controls a member, and who else was checked at that link. */
const controlText = (node: GroupNode) =>
  node.control
    ? `${node.control.basis === 'majority' ? '上层持股过半数' : '上层为唯一第一大股东'}；${
        node.control.next ? `同时核查：次大股东 ${holderText(node.control.next)}` : '唯一股东'
      }`
    : '—';

/** 成员认定 and 已核查但未纳入的企业, folded above the graph: why each member is in, and why the others held are not. */
function GroupExplanation({ result }: { result: GroupResult }) {
  const members = groupMembers(result.root);
  const { nearMisses } = result;
  if (!members.length && !nearMisses.length) return null;
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 8 }}
      data-testid="graph-group-explained"
      items={[
        ...(members.length
          ? [
              {
                key: 'members',
                label: `成员认定（${members.length}）`,
                children: (
                  <DataTable<GroupMember>
                    testId="graph-group-members"
                    size="small"
                    rows={members}
                    rowKey={(m) => m.chain.entities.map((e) => e.id).join('>')}
                    columns={[
                      { key: 'member', title: '成员企业', width: 200, render: (m) => m.node.entity.name },
                      { key: 'chain', title: '控制链（逐层持股）', render: (m) => evidencePathText(m.chain) },
                      { key: 'control', title: '认定依据', width: 240, render: (m) => controlText(m.node) },
                      {
                        key: 'record',
                        title: '本层持股记录',
                        width: 260,
                        render: (m) =>
                          m.node.record ? `${evidenceDateText(m.node.record)}：${m.node.record.text}` : '—',
                      },
                    ]}
                  />
                ),
              },
            ]
          : []),
        ...(nearMisses.length
          ? [
              {
                key: 'near',
                label: `已核查但未纳入的企业（${result.nearMissTotal}）`,
                children: (
                  <DataTable
                    testId="graph-group-near-misses"
                    size="small"
                    showAll
                    rowKey={(m) => m.company.id}
                    rows={nearMisses}
                    columns={[
                      { key: 'company', title: '企业', width: 200, render: (m) => m.company.name },
                      { key: 'holder', title: '集团成员持股', width: 200, render: (m) => holderText(m) },
                      { key: 'group', title: '成员合计', width: 90, render: (m) => pct(m.groupShare) },
                      {
                        key: 'controller',
                        title: '控制方',
                        width: 180,
                        render: (m) => (m.controller ? holderText(m.controller) : '无单一控制方'),
                      },
                      { key: 'reason', title: '未纳入原因' },
                      {
                        key: 'record',
                        title: '持股记录',
                        width: 220,
                        render: (m) => (m.record ? `${evidenceDateText(m.record)}：${m.record.text}` : '—'),
                      },
                    ]}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** 集团关系: the companies under the same ultimate controller, why each is in, and who was checked and left out. */
export function GroupRelationshipGraph({ entId, name, source }: CompanyGraphProps) {
  const state = useLoad(() => source.groupRelationship(entId), [entId]);
  return (
    <Loading state={state}>
      {(result) => (
        <>
          <GroupExplanation result={result} />
          <GraphView
            view={groupView(result.root)}
            layouts={['tree', 'force']}
            source={source}
            fileName={`${name}-集团关系图`}
            summary={
              <Typography.Text type="secondary" data-testid="graph-summary">
                {result.root.entity.kind === 'P' || result.root.entity.id !== entId
                  ? `最终控制人 ${result.root.entity.name} 控制的企业 ${result.members - 1} 家`
                  : `无最终控制人，以本企业为集团起点，成员 ${result.members - 1} 家`}
                （逐层认定：持股过半数，或为唯一第一大股东）
                {cutNote(result.cut)}
              </Typography.Text>
            }
          />
        </>
      )}
    </Loading>
  );
}

/** 企业图谱: the company and everything directly around it. */
export function EnterpriseGraphView({ entId, name, source }: CompanyGraphProps) {
  const state = useLoad(() => source.enterpriseGraph(entId), [entId]);
  return (
    <Loading state={state}>
      {(graph) => (
        <GraphView
          view={enterpriseView(graph)}
          layouts={['radial', 'force', 'tree']}
          source={source}
          fileName={`${name}-企业图谱`}
          summary={
            <Typography.Text type="secondary" data-testid="graph-summary">
              {graph.groups
                .filter((g) => g.total)
                .map((g) => `${g.title}${g.total}${g.total > g.items.length ? `（显示前${g.items.length}）` : ''}`)
                .join('，')}
            </Typography.Text>
          }
        />
      )}
    </Loading>
  );
}

/** Each company graph by its route segment. */
export const GRAPH_COMPONENTS: Record<CompanyGraphKind, (props: CompanyGraphProps) => ReactNode> = {
  'stock-right': StockRightGraph,
  frameworkTree: EnterpriseGraphView,
  benifit: BeneficialOwnersGraph,
  controller: ActualControllerGraph,
  groupRelationship: GroupRelationshipGraph,
};
