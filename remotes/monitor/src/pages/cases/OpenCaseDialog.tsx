import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useLoad } from '@esee/react';
import { FormDialog } from '@esee/ui';
import { casesApi } from '../../api/cases';

interface Values {
  assigneeId?: number;
  teamId?: number;
  dueDate?: Dayjs;
}

/** The institution's members and teams as choices (a member with their department). */
export function useAssignees() {
  const who = useLoad(() => casesApi.assignees(), []);
  return {
    oversees: who.data?.oversees ?? false,
    users: (who.data?.users ?? []).map((u) => ({
      value: u.userId,
      label: u.unitName ? `${u.name}（${u.unitName}）` : u.name,
    })),
    teams: (who.data?.teams ?? []).map((t) => ({ value: t.teamId, label: t.name })),
  };
}

/**
 * 转为案件: the alerts (one company's) open a case, assigned to the caller unless another member is chosen; the
 * case's page opens.
 */
export function OpenCaseDialog({ alertIds, onClose }: { alertIds: number[]; onClose: () => void }) {
  const navigate = useNavigate();
  const { users, teams } = useAssignees();
  const submit = async (v: Values) => {
    const { caseId } = await casesApi.open({
      alertIds,
      ...(v.assigneeId ? { assigneeId: v.assigneeId } : {}),
      ...(v.teamId ? { teamId: v.teamId } : {}),
      ...(v.dueDate ? { dueDate: v.dueDate.format('YYYY-MM-DD') } : {}),
    });
    onClose();
    void navigate(`/apps/monitor/caseDetail?id=${caseId}`);
  };
  return (
    <FormDialog<Values>
      title="转为案件"
      okText="创建案件"
      testId="open-case-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="assigneeId" label="处理人" extra="不选则由您本人处理">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="本人"
          options={users}
          data-testid="open-case-assignee"
        />
      </Form.Item>
      <Form.Item name="teamId" label="团队">
        <Select allowClear placeholder="不指定" options={teams} data-testid="open-case-team" />
      </Form.Item>
      <Form.Item name="dueDate" label="处理期限">
        <DatePicker style={{ width: '100%' }} data-testid="open-case-due" />
      </Form.Item>
    </FormDialog>
  );
}
