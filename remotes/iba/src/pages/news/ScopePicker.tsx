import { Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanySearch, FilterSelect } from '@esee/ui';
import { ibaNewsApi } from '../../api/news';

export type Scope = { projectId: number } | { entId: string; entName: string } | null;

/**
 * The deal whose news the page shows: one of the institution's projects (项目管理), or one company picked
 * by search.
 */
export function ScopePicker({
  projectId,
  entId,
  entName,
  onChange,
}: {
  projectId?: number;
  entId?: string;
  entName?: string;
  onChange: (scope: Scope) => void;
}) {
  const [mode, setMode] = useState<'project' | 'company'>(entId ? 'company' : 'project');
  const projects = useLoad(() => ibaNewsApi.projects(), []);
  return (
    <Space wrap align="center" data-testid="iba-news-scope">
      <Segmented
        value={mode}
        options={[
          { value: 'project', label: '按项目' },
          { value: 'company', label: '按企业' },
        ]}
        onChange={(v) => setMode(v as 'project' | 'company')}
        data-testid="iba-news-scope-mode"
      />
      {mode === 'project' ? (
        <>
          <FilterSelect<number>
            placeholder={projects.status === 'failed' ? '项目加载失败，请刷新' : '选择项目'}
            minWidth={260}
            search
            value={projectId}
            onChange={(id) => onChange(id === undefined ? null : { projectId: id })}
            options={projects.data?.map((p) => ({ value: p.id, label: `${p.name}（${p.companyCount}家企业）` }))}
            testId="iba-news-project"
          />
          {projects.status === 'ok' && projects.data.length === 0 && (
            <Typography.Text type="secondary">本机构尚无项目，可在「项目管理」中新建，或改为按企业查看</Typography.Text>
          )}
        </>
      ) : (
        <>
          <div style={{ width: 360 }}>
            <CompanySearch
              source={companySearchSource}
              onPick={(c) => onChange({ entId: c.entId, entName: c.orgName })}
              testId="iba-news-company"
            />
          </div>
          {entId && (
            <Tag color="blue" closable onClose={() => onChange(null)} data-testid="iba-news-company-picked">
              {entName ?? entId}
            </Tag>
          )}
        </>
      )}
    </Space>
  );
}
