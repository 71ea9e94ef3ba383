import { useState } from 'react';
import { App, Modal, Select, Spin } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { FailedState } from './states';

/** The project calls the dialog needs, given by the remote that opens it (`/esee/projectManage`). */
export interface ProjectTargetSource {
  list(): Promise<{ id: number; name: string; companyCount: number }[]>;
  addCompanies(id: number, entIds: string[]): Promise<{ added: number; existing: number }>;
}

const addedText = ({ added, existing }: { added: number; existing: number }, asked: number) =>
  added
    ? `已加入${added}家企业${existing ? `，${existing}家已在项目中` : ''}`
    : asked === 1
      ? '该企业已在项目中'
      : '所选企业均已在项目中';

/** 加入项目: the companies join one of the institution's projects; those already in it are not added twice. */
export function AddToProjectDialog({
  entIds,
  source,
  onClose,
}: {
  entIds: readonly string[];
  source: ProjectTargetSource;
  onClose: (added: boolean) => void;
}) {
  const { message } = App.useApp();
  const projects = useLoad(() => source.list(), []);
  const [projectId, setProjectId] = useState<number>();
  const [saving, setSaving] = useState(false);

  const add = async () => {
    if (projectId === undefined) return;
    setSaving(true);
    try {
      const result = await source.addCompanies(projectId, [...entIds]);
      message.success(addedText(result, entIds.length));
      onClose(true);
    } catch {
      // The client's toast has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={entIds.length > 1 ? `加入项目（${entIds.length}家企业）` : '加入项目'}
      okText="加入"
      onOk={add}
      onCancel={() => onClose(false)}
      confirmLoading={saving}
      okButtonProps={{ disabled: projectId === undefined }}
      data-testid="add-to-project"
    >
      {projects.status === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {projects.status === 'failed' && <FailedState onRetry={projects.reload} />}
      {projects.status === 'ok' &&
        (projects.data.length ? (
          <Select
            style={{ width: '100%' }}
            placeholder="请选择项目"
            value={projectId}
            onChange={setProjectId}
            options={projects.data.map((p) => ({ value: p.id, label: `${p.name}（${p.companyCount}家）` }))}
            data-testid="project-select"
          />
        ) : (
          <p>
            还没有项目，请先到<Link to="/projectManage">项目管理</Link>新建项目。
          </p>
        ))}
    </Modal>
  );
}
