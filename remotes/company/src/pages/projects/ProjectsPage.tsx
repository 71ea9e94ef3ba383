import { useState } from 'react';
import { App, Button, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useLoad, usePageTitle } from '@esee/react';
import { DataTable, displayText, FailedState, formatDateTime, ListPage } from '@esee/ui';
import { projectsApi, type Project } from '../../api/projects';
import { ProjectDialog } from './ProjectDialog';

export const projectHref = (id: number) => `/projectManage/detail?id=${id}`;

/** `/projectManage`: the institution's projects, each a named list of companies with notes. */
export default function ProjectsPage() {
  usePageTitle('项目管理');
  const { message } = App.useApp();
  const projects = useLoad(() => projectsApi.list(), []);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);

  const remove = async (p: Project) => {
    try {
      await projectsApi.remove(p.id);
      message.success(`已删除项目「${p.name}」`);
      projects.reload();
    } catch {
      // The client's toast has said why.
    }
  };

  return (
    <ListPage
      title="项目管理"
      testId="projects-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="new-project">
          新建项目
        </Button>
      }
    >
      {projects.status === 'failed' ? (
        <FailedState onRetry={projects.reload} />
      ) : projects.status === 'loading' ? (
        <Skeleton active />
      ) : (
        <DataTable<Project>
          testId="list-projects"
          numbered
          rowKey={(p) => String(p.id)}
          rows={projects.data}
          columns={[
            { key: 'name', title: '项目名称', render: (p) => <Link to={projectHref(p.id)}>{p.name}</Link> },
            { key: 'companyCount', title: '企业数', width: 90, align: 'right' },
            {
              key: 'note',
              title: '备注',
              render: (p) => (
                <Typography.Text ellipsis={{ tooltip: p.note }} style={{ maxWidth: 280 }}>
                  {displayText(p.note)}
                </Typography.Text>
              ),
            },
            { key: 'createdBy', title: '创建人', width: 120 },
            { key: 'updatedAt', title: '更新时间', width: 170, render: (p) => formatDateTime(p.updatedAt) },
            {
              key: 'actions',
              title: '操作',
              width: 130,
              render: (p) => (
                <Space>
                  <Typography.Link onClick={() => setEditing(p)}>编辑</Typography.Link>
                  <Popconfirm
                    title={`删除项目「${p.name}」？`}
                    description="项目中的企业名单和备注将一并删除。"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(p)}
                  >
                    <Typography.Link type="danger">删除</Typography.Link>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <ProjectDialog
          project={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            message.success(editing === 'new' ? `已新建项目「${saved.name}」` : '已保存');
            setEditing(null);
            projects.reload();
          }}
        />
      )}
    </ListPage>
  );
}
