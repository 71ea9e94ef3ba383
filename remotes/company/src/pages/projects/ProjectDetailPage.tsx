import { useState } from 'react';
import { App, Button, Card, Input, Modal, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FileType } from '@esee/contracts';
import { Link, useSearchParams } from 'react-router';
import { batchImportSource, companySearchSource, isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  BatchImportDialog,
  CompanySearch,
  CompanyStatusTag,
  DataTable,
  displayText,
  FailedState,
  formatDate,
  formatDateTime,
  formatMoney,
  type CompanyChoice,
} from '@esee/ui';
import { projectsApi, type ProjectCompany } from '../../api/projects';

/** A company of the project opens inside project management, with the project's back bar. */
const companyInProject = (projectId: number, c: ProjectCompany) =>
  `/projectManage/baseinfo/orgdetail/essential?${new URLSearchParams({ eid: c.entId, companyName: c.orgName, projectId: String(projectId) })}`;

function NoteDialog({
  company,
  onSave,
  onClose,
}: {
  company: ProjectCompany;
  onSave: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  const [note, setNote] = useState(company.note);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={`备注：${company.orgName}`}
      okText="保存"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={async () => {
        setSaving(true);
        await onSave(note.trim()).finally(() => setSaving(false));
      }}
    >
      <Input.TextArea
        rows={4}
        maxLength={500}
        showCount
        value={note}
        onChange={(e) => setNote(e.target.value)}
        data-testid="company-note"
      />
    </Modal>
  );
}

/** `/projectManage/detail?id=`: a project's companies; add by search, remove, note each one. */
export default function ProjectDetailPage() {
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const id = Number(params.get('id'));
  const [version, setVersion] = useState(0);
  const [noting, setNoting] = useState<ProjectCompany | null>(null);
  const [importing, setImporting] = useState(false);
  // The project itself (name, note, count), loaded with page 1; the table pages on its own.
  const valid = Number.isInteger(id) && id > 0;
  const head = useLoad(
    () => (valid ? projectsApi.detail(id, 1) : Promise.reject(new Error('no project id'))),
    [id, version],
  );
  const project = head.data?.project;
  usePageTitle(project ? `${project.name} - 项目管理` : '项目详情');
  const changed = () => setVersion((v) => v + 1);

  const add = async (c: CompanyChoice) => {
    try {
      const { added } = await projectsApi.addCompanies(id, [c.entId]);
      message.success(added ? `已添加${c.orgName}` : `${c.orgName}已在项目中`);
      changed();
    } catch {
      // The client's toast has said why.
    }
  };
  const remove = async (c: ProjectCompany) => {
    try {
      await projectsApi.removeCompanies(id, [c.entId]);
      message.success(`已移除${c.orgName}`);
      changed();
    } catch {
      // The client's toast has said why.
    }
  };
  const saveNote = async (c: ProjectCompany, note: string) => {
    try {
      await projectsApi.companyNote(id, c.entId, note);
      setNoting(null);
      changed();
    } catch {
      // The client's toast has said why.
    }
  };

  const crumbs = [{ title: '项目管理', to: '/projectManage' }, { title: project?.name ?? '项目详情' }];
  if (head.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!valid || isNotFound(head.error) ? (
          <Result status="404" title="项目不存在" subTitle="项目可能已被删除。" data-testid="project-not-found" />
        ) : (
          <FailedState onRetry={head.reload} />
        )}
      </>
    );
  return (
    <div data-testid="project-detail">
      <BackBar crumbs={crumbs} />
      {project ? (
        <Card style={{ marginBottom: 16 }}>
          <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
            <div style={{ flex: 1, minWidth: 240 }}>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="project-name">
                {project.name}
              </Typography.Title>
              <Typography.Text type="secondary">
                {project.companyCount} 家企业 · 创建人 {project.createdBy} · 更新于 {formatDateTime(project.updatedAt)}
              </Typography.Text>
              {project.note && (
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>{project.note}</Typography.Paragraph>
              )}
            </div>
            <div data-testid="project-add-company">
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
                添加企业
              </Typography.Text>
              <Space>
                <CompanySearch source={companySearchSource} onPick={add} compact testId="project-company-search" />
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="project-import">
                  批量导入
                </Button>
              </Space>
            </div>
          </div>
        </Card>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <DataTable<ProjectCompany>
        testId="list-project-companies"
        numbered
        reloadKey={`${id}:${version}`}
        rowKey={(c) => c.entId}
        load={async (page) => (await projectsApi.detail(id, page)).companies}
        columns={[
          { key: 'orgName', title: '企业名称', render: (c) => <Link to={companyInProject(id, c)}>{c.orgName}</Link> },
          { key: 'orgStatus', title: '状态', width: 100, render: (c) => <CompanyStatusTag status={c.orgStatus} /> },
          { key: 'legRepName', title: '法定代表人', width: 110 },
          { key: 'creditCode', title: '统一社会信用代码', width: 190 },
          { key: 'estDate', title: '成立日期', width: 110, render: (c) => formatDate(c.estDate) },
          { key: 'regCapital', title: '注册资本', width: 140, render: (c) => formatMoney(c.regCapital) },
          {
            key: 'note',
            title: '备注',
            render: (c) => (
              <Typography.Text ellipsis={{ tooltip: c.note }} style={{ maxWidth: 200 }}>
                {displayText(c.note)}
              </Typography.Text>
            ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 120,
            render: (c) => (
              <Space>
                <Typography.Link onClick={() => setNoting(c)}>备注</Typography.Link>
                <Popconfirm
                  title={`从项目中移除${c.orgName}？`}
                  okText="移除"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(c)}
                >
                  <Typography.Link type="danger">移除</Typography.Link>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {importing && (
        <BatchImportDialog
          title="批量导入企业到项目"
          scope={{ fileType: FileType.PROJECT, targetId: id }}
          source={batchImportSource}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            changed();
          }}
        />
      )}
      {noting && (
        <NoteDialog company={noting} onClose={() => setNoting(null)} onSave={(note) => saveNote(noting, note)} />
      )}
    </div>
  );
}
