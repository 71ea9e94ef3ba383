import { useState } from 'react';
import { App, Button, Card, Form, Modal, Select, Typography } from 'antd';
import { QUOTA_FUNCTIONS, type MemberQuotaRow, type QuotaFunction, type QuotaRow } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, Section, LinkButton } from '@esee/ui';
import { quotasApi } from './api';
import { limitText, QuotaDialog } from './QuotaDialog';

interface Editing {
  userId: number;
  name: string;
  fn: QuotaFunction;
  row?: MemberQuotaRow;
}

/**
 * `/management/quotaSet` 成员额度 (institution manager): the institution's
 * quotas as the platform set them, and each member's own within them.
 */
export default function QuotaSetPage() {
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const [member, setMember] = useState<number | undefined>();
  const [fn, setFn] = useState<QuotaFunction>('search');
  const [editing, setEditing] = useState<Editing | null>(null);
  const loaded = useLoad(() => quotasApi.members(), [version]);
  const params = useLoad(() => quotasApi.params(), []);
  const institution = loaded.data?.institution ?? [];
  const instLimit = (f: QuotaFunction) => institution.find((r) => r.function === f)?.limit ?? undefined;
  const users = params.data?.users ?? [];
  return (
    <Card
      title="成员额度"
      data-testid="quota-set-page"
      extra={
        <Button type="primary" onClick={() => setChoosing(true)} data-testid="member-quota-add">
          设置成员额度
        </Button>
      }
    >
      <Section title="机构额度（由平台设置）">
        <DataTable<QuotaRow>
          testId="quota-set-institution"
          rowKey={(r) => r.function}
          rows={institution}
          size="small"
          columns={[
            { key: 'title', title: '功能' },
            { key: 'limit', title: '额度', render: (r) => limitText(r.limit, r.period) },
            { key: 'used', title: '本期已用' },
          ]}
        />
      </Section>
      <Section title="成员额度">
        <DataTable<MemberQuotaRow>
          testId="quota-set-members"
          rowKey={(r) => `${r.userId}:${r.function}`}
          rows={loaded.data?.members ?? []}
          columns={[
            { key: 'name', title: '成员', render: (r) => `${r.name}（${r.username}）` },
            { key: 'title', title: '功能' },
            { key: 'limit', title: '额度', render: (r) => limitText(r.limit, r.period) },
            { key: 'used', title: '本期已用' },
            {
              key: 'actions',
              title: '操作',
              width: 90,
              render: (r) => (
                <LinkButton
                  onClick={() => setEditing({ userId: r.userId, name: r.name, fn: r.function, row: r })}
                  data-testid="member-quota-edit"
                >
                  设置
                </LinkButton>
              ),
            },
          ]}
        />
      </Section>
      <Typography.Text type="secondary">
        成员额度不能超过机构额度；成员与机构的额度同时计数，任一用尽即不能调用。
      </Typography.Text>
      {choosing && (
        <ChooseDialog
          users={users}
          member={member}
          fn={fn}
          onMember={setMember}
          onFn={setFn}
          onClose={() => setChoosing(false)}
          onNext={() => {
            const user = users.find((u) => u.userId === member);
            if (!user) return;
            const row = loaded.data?.members.find((m) => m.userId === user.userId && m.function === fn);
            setChoosing(false);
            setEditing({ userId: user.userId, name: user.name, fn, row });
          }}
        />
      )}
      {editing && (
        <QuotaDialog
          title={`${editing.name}：${QUOTA_FUNCTIONS[editing.fn]}`}
          fn={editing.fn}
          limit={editing.row?.limit ?? null}
          period={editing.row?.period ?? null}
          max={instLimit(editing.fn)}
          onClose={() => setEditing(null)}
          onSave={async (change) => {
            await quotasApi.setMember(editing.userId, change);
            message.success('额度已保存');
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Card>
  );
}

function ChooseDialog(props: {
  users: { userId: number; name: string; username: string }[];
  member: number | undefined;
  fn: QuotaFunction;
  onMember: (v: number) => void;
  onFn: (v: QuotaFunction) => void;
  onClose: () => void;
  onNext: () => void;
}) {
  return (
    <Modal
      open
      title="设置成员额度"
      okText="下一步"
      okButtonProps={{ disabled: props.member === undefined, 'data-testid': 'member-quota-next' }}
      onOk={props.onNext}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="成员" required>
          <Select<number>
            showSearch
            optionFilterProp="label"
            value={props.member}
            onChange={props.onMember}
            options={props.users.map((u) => ({ value: u.userId, label: `${u.name}（${u.username}）` }))}
            data-testid="member-quota-user"
          />
        </Form.Item>
        <Form.Item label="功能" required>
          <Select<QuotaFunction>
            value={props.fn}
            onChange={props.onFn}
            options={Object.entries(QUOTA_FUNCTIONS).map(([value, label]) => ({
              value: value as QuotaFunction,
              label,
            }))}
            data-testid="member-quota-function"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
