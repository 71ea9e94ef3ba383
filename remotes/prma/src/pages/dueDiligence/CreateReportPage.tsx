import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Select, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DD_COUNTERPARTS_MAX,
  DD_DEFAULT_DIMENSIONS,
  DD_DIMENSION_INFO,
  DD_DIMENSIONS,
  type CompanyChoice,
  type DdDimension,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanySearch } from '@esee/ui';
import { dueDiligenceApi } from '../../api/dueDiligence';
import { REPORT_LIST_PATH } from './paths';

interface Picked {
  entId: string;
  name: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const ordered = (list: readonly DdDimension[]) => DD_DIMENSIONS.filter((d) => list.includes(d));

/** The company a page opened with `?entId=` is about, named from the register. */
function usePresetCompany(entId: string | null) {
  const card = useLoad(() => (entId ? dueDiligenceApi.company(entId) : Promise.resolve(null)), [entId]);
  return card.status === 'ok' && card.data ? { entId: card.data.id, name: card.data.name } : null;
}

/**
 * `/apps/relation/createReport`: 生成尽调报告. A company (from 尽职调查, or searched), a project whose applied
 * dimensions load into the check boxes (and can be saved back to it), the dimensions, up to ten counterparts
 * to check relations with; submitting queues the report and goes to 尽调报告记录, which follows its progress.
 */
export default function CreateReportPage() {
  usePageTitle('生成尽调报告');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = usePresetCompany(params.get('entId'));
  const [picked, setPicked] = useState<Picked | null>(null);
  const company = picked ?? preset;
  const projects = useLoad(() => dueDiligenceApi.projects(), []);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [saved, setSaved] = useState<DdDimension[] | null>(null);
  const [dimensions, setDimensions] = useState<DdDimension[]>([...DD_DEFAULT_DIMENSIONS]);
  const [counterparts, setCounterparts] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);

  const chooseProject = async (id: number | null) => {
    setProjectId(id);
    setSaved(null);
    if (id === null) return;
    try {
      const current = await dueDiligenceApi.projectDimensions(id);
      setSaved(current.dimensions);
      setDimensions(current.dimensions);
    } catch {
      setProjectId(null);
    }
  };
  const saveToProject = async () => {
    if (projectId === null) return;
    setBusy(true);
    try {
      setSaved((await dueDiligenceApi.applyDimensions(projectId, dimensions)).dimensions);
    } catch {
      // The refusal has been shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  const addCounterpart = (c: CompanyChoice) =>
    setCounterparts((list) =>
      list.some((x) => x.entId === c.entId) || c.entId === company?.entId || list.length >= DD_COUNTERPARTS_MAX
        ? list
        : [...list, { entId: c.entId, name: c.orgName }],
    );
  // With a project, its saved dimensions are the report's: a changed choice is saved first.
  const unsaved = projectId !== null && saved !== null && !sameSet(saved, dimensions);
  const submit = async () => {
    if (!company) return;
    setBusy(true);
    try {
      await dueDiligenceApi.createReport({
        entId: company.entId,
        ...(projectId !== null ? { projectId } : { dimensions }),
        counterpartIds: counterparts.map((c) => c.entId),
      });
      navigate(REPORT_LIST_PATH);
    } catch {
      // The refusal has been shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="生成尽调报告" data-testid="dd-create-report-page">
      <Form layout="vertical" style={{ maxWidth: 880 }}>
        <Form.Item label="调查企业" required>
          <Space direction="vertical" style={{ width: '100%' }}>
            <CompanySearch
              testId="dd-report-company-search"
              source={companySearchSource}
              onPick={(c) => setPicked({ entId: c.entId, name: c.orgName })}
            />
            {company ? (
              <Typography.Text strong data-testid="dd-report-company">
                {company.name}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">请搜索并选择一家企业</Typography.Text>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="项目" extra="选择项目后载入该项目适用的尽调维度；修改后可保存到项目">
          <Space wrap>
            <Select<number>
              allowClear
              placeholder="不选择项目"
              style={{ width: 320 }}
              loading={projects.status === 'loading'}
              value={projectId ?? undefined}
              onChange={(v) => void chooseProject(v ?? null)}
              options={(projects.status === 'ok' ? projects.data : []).map((p) => ({
                value: p.id,
                label: `${p.name}（${p.companyCount}家）`,
              }))}
              data-testid="dd-report-project"
            />
            {projectId !== null && (
              <Button onClick={saveToProject} disabled={busy || !unsaved} data-testid="dd-save-dimensions">
                保存维度到项目
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="尽调维度" required>
          <Checkbox.Group<DdDimension>
            value={dimensions}
            onChange={(v) => setDimensions(ordered(v))}
            data-testid="dd-dimensions"
            options={DD_DIMENSIONS.map((d) => ({
              value: d,
              label: <span title={DD_DIMENSION_INFO[d].description}>{DD_DIMENSION_INFO[d].title}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={`核查对象（选填，至多${DD_COUNTERPARTS_MAX}家）`}
          extra="报告将列出调查企业与各核查对象之间的关系路径与疑似关系"
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <CompanySearch testId="dd-counterpart-search" source={companySearchSource} onPick={addCounterpart} />
            <Space wrap data-testid="dd-counterparts">
              {counterparts.map((c) => (
                <Tag
                  key={c.entId}
                  closable
                  onClose={() => setCounterparts((list) => list.filter((x) => x.entId !== c.entId))}
                  data-testid="dd-counterpart"
                >
                  {c.name}
                </Tag>
              ))}
            </Space>
          </Space>
        </Form.Item>
        {unsaved && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="所选维度与项目已保存的维度不同：报告按项目的维度生成，请先「保存维度到项目」，或清除项目后按所选维度生成"
          />
        )}
        <Button
          type="primary"
          onClick={submit}
          loading={busy}
          disabled={!company || !dimensions.length || unsaved}
          data-testid="dd-report-submit"
        >
          生成报告
        </Button>
      </Form>
    </Card>
  );
}
