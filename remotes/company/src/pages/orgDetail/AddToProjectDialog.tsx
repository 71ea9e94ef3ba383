import { useState } from 'react';
import { App, Modal, Select, Spin } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { FailedState } from '@esee/ui';
import { projectsApi } from '../../api/projects';

/** 加入项目: pick one of the institution's projects; a company already in it is not added twice. */
export function AddToProjectDialog({
  entId,
  companyName,
  onClose,
}: {
  entId: string;
  companyName: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const projects = useLoad(() => projectsApi.list(), []);
  const [projectId, setProjectId] = useState<number>();
  const [saving, setSaving] = useState(false);

  const add = async () => {
    if (projectId === undefined) return;
    setSaving(true);
    try {
      const { added } = await projectsApi.addCompanies(projectId, [entId]);
      message.success(added ? `已将${companyName}加入项目` : '该企业已在项目中');
      onClose();
    } catch {
      // The client's toast has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="加入项目"
      okText="加入"
      onOk={add}
      onCancel={onClose}
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
