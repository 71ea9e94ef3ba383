import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CASE_REASON_MAX, CASE_STATUSES, CLOSING_STATUSES, type CaseDetail, type CaseStatus } from '@esee/contracts';
import { useSubmit } from '@esee/react';
import { casesApi } from '../../api/cases';
import { useAssignees } from './OpenCaseDialog';

interface Values {
  status: CaseStatus;
  assigneeId?: number;
  teamId?: number | null;
  dueDate?: Dayjs | null;
  reason?: string;
  note?: string;
}

/**
 * 处置: status, assignee, team, due date, the decision's reason (required for 已处置 and 误报) and a remark; only what
 * changed is sent, each change a line of the history.
 */
export function CaseDecisionForm({ detail, onSaved }: { detail: CaseDetail; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { users, teams } = useAssignees();
  const { busy, run } = useSubmit();
  const status = Form.useWatch('status', form);
  const closing = status !== undefined && CLOSING_STATUSES.includes(status) && status !== detail.status;
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const due = v.dueDate ? v.dueDate.format('YYYY-MM-DD') : null;
    await run(async () => {
      await casesApi.update({
        caseId: detail.caseId,
        ...(v.status !== detail.status ? { status: v.status } : {}),
        ...(v.assigneeId && v.assigneeId !== detail.assigneeId ? { assigneeId: v.assigneeId } : {}),
        ...((v.teamId ?? null) !== detail.teamId ? { teamId: v.teamId ?? null } : {}),
        ...(due !== detail.dueDate ? { dueDate: due } : {}),
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
        ...(v.note?.trim() ? { note: v.note.trim() } : {}),
      });
      form.setFieldsValue({ reason: undefined, note: undefined });
      onSaved();
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="case-decision"
      initialValues={{
        status: detail.status,
        assigneeId: detail.assigneeId ?? undefined,
        teamId: detail.teamId,
        dueDate: detail.dueDate ? dayjs(detail.dueDate) : null,
      }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="status" label="状态">
        <Select options={CASE_STATUSES.map((s) => ({ value: s, label: s }))} data-testid="case-decision-status" />
      </Form.Item>
      <Form.Item name="assigneeId" label="处理人">
        <Select showSearch={{ optionFilterProp: 'label' }} options={users} data-testid="case-decision-assignee" />
      </Form.Item>
      <Form.Item name="teamId" label="团队">
        <Select allowClear placeholder="不指定" options={teams} data-testid="case-decision-team" />
      </Form.Item>
      <Form.Item name="dueDate" label="处理期限">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label="处置理由"
        rules={closing ? [{ required: true, whitespace: true, message: `${status}须填写处置理由` }] : []}
        extra={status === '误报' ? '标为误报后，该企业的同一信号在数据未变化前显示为「已忽略（误报）」' : undefined}
      >
        <Input.TextArea rows={3} maxLength={CASE_REASON_MAX} showCount data-testid="case-decision-reason" />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea rows={2} maxLength={CASE_REASON_MAX} />
      </Form.Item>
      <Button type="primary" loading={busy} onClick={() => void save()} data-testid="case-decision-save">
        保存
      </Button>
    </Form>
  );
}
