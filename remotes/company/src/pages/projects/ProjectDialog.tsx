import { Form, Input } from 'antd';
import { nameProblem } from '@esee/contracts';
import { FormDialog } from '@esee/ui';
import { projectsApi, type Project } from '../../api/projects';

interface Values {
  name: string;
  note?: string;
}

/** New project, or a project's name and note changed; the server's refusal (项目名称已存在) comes as a toast. */
export function ProjectDialog({
  project,
  onDone,
  onClose,
}: {
  project?: Project;
  onDone: (p: Project) => void;
  onClose: () => void;
}) {
  return (
    <FormDialog<Values>
      title={project ? '编辑项目' : '新建项目'}
      okText="保存"
      testId="project-dialog"
      initialValues={{ name: project?.name, note: project?.note }}
      onSubmit={async (values) =>
        onDone(project ? await projectsApi.update({ id: project.id, ...values }) : await projectsApi.create(values))
      }
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="项目名称"
        rules={[
          { required: true, whitespace: true, message: '请输入项目名称' },
          {
            // The server's rule, said before saving.
            validator: (_, value?: string) => {
              const problem = value?.trim() ? nameProblem(value, '项目名称', 50) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder="请输入项目名称" maxLength={50} />
      </Form.Item>
      <Form.Item name="note" label="备注" rules={[{ max: 500, message: '备注不能超过500个字符' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}
