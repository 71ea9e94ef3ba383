import { Button, Card, Checkbox, Form, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { PersonLawCandidates } from '@esee/contracts';
import { useLoad, usePageTitle, type Loaded } from '@esee/react';
import { CompanyLink, EmptyState, FailedState, PageTitle } from '@esee/ui';
import { personLawApi } from '../../api/personLaw';
import { PersonNameFields } from '../shared/PersonNameFields';
import { RecordCounts } from './RecordCounts';
import { PersonRecords } from './PersonRecords';

/** What the page reads from the address: the search (name, company, only those with records) and the pick. */
function stateOf(params: URLSearchParams) {
  return {
    persName: params.get('persName')?.trim().slice(0, 50) ?? '',
    entName: params.get('entName')?.trim().slice(0, 200) ?? '',
    withRecords: params.get('withRecords') === '1',
    personId: params.get('personId')?.trim() || undefined,
  };
}
type State = ReturnType<typeof stateOf>;

function paramsOf(s: State): URLSearchParams {
  const out = new URLSearchParams();
  if (s.persName) out.set('persName', s.persName);
  if (s.entName) out.set('entName', s.entName);
  if (s.withRecords) out.set('withRecords', '1');
  if (s.personId) out.set('personId', s.personId);
  return out;
}

/**
 * `/investment/allInfo/personLaw`: 人员涉诉查询. Names repeat, so the search is first: a name (and, if known, part
 * of a company's name) lists the people bearing it, each with the companies that tell them apart and the judicial
 * records naming them; picking one shows those records kind by kind (the person judicial calls of spec 2 §7).
 */
export default function PersonLawPage() {
  usePageTitle('人员涉诉查询');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const [form] = Form.useForm<{ persName: string; entName?: string; withRecords?: boolean }>();
  const candidates = useLoad<PersonLawCandidates | null>(
    () =>
      state.persName ? personLawApi.suggest(state.persName, state.entName, state.withRecords) : Promise.resolve(null),
    [state.persName, state.entName, state.withRecords],
  );
  const go = (next: Partial<State>) => setParams(paramsOf({ ...state, ...next }), { replace: !next.personId });

  return (
    <div data-testid="person-law-page">
      <PageTitle>人员涉诉查询</PageTitle>
      <Typography.Paragraph type="secondary">
        同名人员较多：输入人员姓名（可加其任职或投资的企业名称），按关联企业选定人员后，查看法院记录中指名该人员的立案、开庭、裁判文书、被执行、失信、限制高消费等涉诉信息。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ persName: state.persName, entName: state.entName, withRecords: state.withRecords }}
        onFinish={(v) =>
          setParams(
            paramsOf({
              persName: v.persName.trim(),
              entName: v.entName?.trim() ?? '',
              withRecords: Boolean(v.withRecords),
              personId: undefined,
            }),
            { replace: true },
          )
        }
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <PersonNameFields companyLabel="关联企业" widths={[180, 260]} testId="person-law" />
        <Form.Item name="withRecords" valuePropName="checked">
          <Checkbox data-testid="person-law-with-records">只看有涉诉记录的人员</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="person-law-search">
            查询
          </Button>
        </Form.Item>
      </Form>
      {!state.persName ? (
        <EmptyState description="输入人员姓名开始查询" />
      ) : state.personId ? (
        <PersonRecords
          personId={state.personId}
          candidate={candidates.data?.list.find((p) => p.personId === state.personId)}
          onBack={() => go({ personId: undefined })}
        />
      ) : (
        <Candidates state={state} load={candidates} onPick={(personId) => go({ personId })} />
      )}
    </div>
  );
}

/** The people of the name, those named in records first, each a card with companies and records. */
function Candidates({
  state,
  load,
  onPick,
}: {
  state: State;
  load: Loaded<PersonLawCandidates | null> & { reload: () => void };
  onPick: (personId: string) => void;
}) {
  if (load.status === 'loading') return <Card loading data-testid="person-law-loading" />;
  if (load.status === 'failed') return <FailedState onRetry={load.reload} />;
  const found = load.data;
  if (!found?.list.length)
    return (
      <EmptyState
        description={
          state.entName
            ? `未找到与「${state.entName}」相关的「${state.persName}」`
            : state.withRecords
              ? `未找到有涉诉记录的「${state.persName}」`
              : `未找到名为「${state.persName}」的人员`
        }
      />
    );
  return (
    <div data-testid="person-law-candidates">
      <Typography.Paragraph>
        找到 <b data-testid="person-law-total">{found.total}</b> 位名为「{state.persName}」的人员，其中{' '}
        <b data-testid="person-law-with-records-count">{found.withRecords}</b> 位有涉诉记录
        {found.total > found.list.length ? `；显示前 ${found.list.length} 位，可加关联企业缩小范围` : ''}
        。按关联企业选定人员：
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {found.list.map((p, i) => (
          <Card key={p.personId} size="small" data-testid="person-law-candidate">
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <div style={{ flex: 1, minWidth: 280 }}>
                <Typography.Text strong>
                  {p.name}
                  <Typography.Text type="secondary"> （{i + 1}）</Typography.Text>
                </Typography.Text>
                <div style={{ marginTop: 4 }}>
                  <Typography.Text type="secondary">关联企业 {p.companyCount} 家：</Typography.Text>
                  {p.companies.length ? (
                    <Space size={[8, 4]} wrap>
                      {p.companies.map((c) => (
                        <CompanyLink key={c.entId} entId={c.entId} name={c.name} testId="person-law-company-link" />
                      ))}
                      {p.companyCount > p.companies.length && <Typography.Text type="secondary">等</Typography.Text>}
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">无在册任职或持股</Typography.Text>
                  )}
                </div>
                <div style={{ marginTop: 6 }}>
                  <RecordCounts person={p} />
                </div>
              </div>
              <Button
                type={p.recordTotal ? 'primary' : 'default'}
                onClick={() => onPick(p.personId)}
                data-testid="person-law-pick"
              >
                查看涉诉记录{p.recordTotal ? `（${p.recordTotal}）` : ''}
              </Button>
            </div>
          </Card>
        ))}
      </Space>
    </div>
  );
}
