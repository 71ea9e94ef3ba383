import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import {
  ScsChangeKind,
  type ScsGroupDetail,
  type ScsGroupPending,
  type ScsGroupRow,
  type ScsMember,
} from '@esee/contracts';
import { reviewApi } from '../../api/review';
import { sameCustomerApi } from '../../api/sameCustomer';
import { ChangeModal, CompanyPicker } from '../maintenance/ChangeModal';

/** What a group action dialog is doing. */
export type GroupAction =
  | { kind: 'confirm' | 'reject'; member: ScsMember }
  | { kind: 'add' }
  | { kind: 'split'; entIds: string[] }
  | { kind: 'merge' };

/** The pending actions of the group, as 「待复核」. */
export function PendingActions({ pending }: { pending: ScsGroupPending | undefined }) {
  if (!pending?.list.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={`${pending.list.length} 项操作待复核（复核通过后于下次识别生效）`}
      data-testid="scs-group-pending"
      description={pending.list.map((p) => (
        <div key={p.changeId}>
          <Tag color="orange">待复核</Tag>
          {p.title}：{p.summary}
        </div>
      ))}
    />
  );
}

/** 「待复核」 beside a member with an action waiting. */
export function MemberPending({ pending, entId }: { pending: ScsGroupPending | undefined; entId: string }) {
  const p = pending?.list.find((x) => x.entIds.includes(entId));
  return p ? (
    <Tag color="orange" data-testid="scs-member-pending">
      待复核 · {p.title}
    </Tag>
  ) : null;
}

/** Another group of the latest run, found by name. */
function GroupPicker({
  value,
  onChange,
  exclude,
}: {
  value?: string;
  onChange?: (key: string) => void;
  exclude: number;
}) {
  const [options, setOptions] = useState<ScsGroupRow[]>([]);
  const search = async (keyword: string) => {
    try {
      setOptions(
        (await sameCustomerApi.groups({ keyword: keyword.trim() || undefined }, 1)).list.filter(
          (g) => g.groupId !== exclude,
        ),
      );
    } catch {
      setOptions([]);
    }
  };
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={(t) => void search(t)}
      onFocus={() => void search('')}
      placeholder="输入集团名称搜索"
      options={options.map((g) => ({ value: String(g.groupId), label: `${g.name}（${g.memberCount} 户）` }))}
      data-testid="scs-merge-group"
    />
  );
}

/**
 * The dialog of a group action: each submits a change to 数据复核 (with a reason and attachments); approved
 * actions persist as overrides the next identification applies.
 */
export function GroupActionModal({
  action,
  group,
  groupKey,
  onClose,
  onSubmitted,
}: {
  action: GroupAction;
  group: ScsGroupDetail;
  groupKey: string;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const common = { open: true, onClose, onSubmitted, testId: 'scs-group-action-modal' };
  const names = (ids: string[]) => group.members.filter((m) => ids.includes(m.entId)).map((m) => m.entName);
  switch (action.kind) {
    case 'confirm':
    case 'reject':
      return (
        <ChangeModal
          {...common}
          title={action.kind === 'confirm' ? '确认建议成员' : '排除建议成员'}
          kind={action.kind === 'confirm' ? ScsChangeKind.MEMBER_CONFIRM : ScsChangeKind.MEMBER_REJECT}
          payload={() => ({ groupKey, entId: action.member.entId })}
        >
          <Typography.Paragraph>
            {action.kind === 'confirm' ? '确认' : '排除'} {action.member.entName}（{action.member.reason}）
          </Typography.Paragraph>
        </ChangeModal>
      );
    case 'add':
      return (
        <ChangeModal<{ entId: string; note: string }>
          {...common}
          title="人工添加成员（其他关联关系）"
          kind={ScsChangeKind.MEMBER_ADD}
          payload={(v) => ({ groupKey, entId: v.entId, note: v.note.trim() })}
        >
          <Form.Item
            name="entId"
            label="企业（须在本机构客户名单中）"
            rules={[{ required: true, message: '请选择企业' }]}
          >
            <CompanyPicker testId="scs-add-member-company" />
          </Form.Item>
          <Form.Item
            name="note"
            label="添加理由（显示为成员的识别理由）"
            rules={[{ required: true, whitespace: true, message: '请填写添加理由' }, { max: 200 }]}
          >
            <Input maxLength={200} data-testid="scs-add-member-note" />
          </Form.Item>
        </ChangeModal>
      );
    case 'split':
      return (
        <ChangeModal
          {...common}
          title="拆分集团"
          kind={ScsChangeKind.GROUP_SPLIT}
          payload={() => ({ groupKey, entIds: action.entIds })}
        >
          <Typography.Paragraph>将 {names(action.entIds).join('、')} 拆出为新的集团。</Typography.Paragraph>
        </ChangeModal>
      );
    case 'merge':
      return <MergeModal {...common} groupKey={groupKey} groupId={group.groupId} />;
  }
}

function MergeModal({
  groupKey,
  groupId,
  ...common
}: {
  groupKey: string;
  groupId: number;
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
  testId: string;
}) {
  const [otherKey, setOtherKey] = useState<string | null>(null);
  return (
    <ChangeModal<{ otherId: string }>
      {...common}
      title="合并集团"
      kind={ScsChangeKind.GROUP_MERGE}
      payload={() => ({ groupKey, otherKey })}
    >
      <Form.Item name="otherId" label="并入本集团的集团" rules={[{ required: true, message: '请选择集团' }]}>
        <GroupPicker
          exclude={groupId}
          onChange={(id) => {
            setOtherKey(null);
            void sameCustomerKey(Number(id)).then(setOtherKey);
          }}
        />
      </Form.Item>
    </ChangeModal>
  );
}

/** A group's key, from its pending call (which answers it with the group). */
async function sameCustomerKey(groupId: number): Promise<string | null> {
  try {
    return (await reviewApi.groupPending(groupId)).groupKey;
  } catch {
    return null;
  }
}

/** The toolbar of the member table: add, split the chosen members, merge another group. */
export function GroupToolbar({ selected, onAction }: { selected: string[]; onAction: (a: GroupAction) => void }) {
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Button onClick={() => onAction({ kind: 'add' })} data-testid="scs-member-add">
        添加成员
      </Button>
      <Button
        disabled={!selected.length}
        onClick={() => onAction({ kind: 'split', entIds: selected })}
        data-testid="scs-group-split"
      >
        拆分所选成员{selected.length ? `（${selected.length}）` : ''}
      </Button>
      <Button onClick={() => onAction({ kind: 'merge' })} data-testid="scs-group-merge">
        合并集团
      </Button>
      <Typography.Text type="secondary">操作提交数据复核，通过后于下次识别生效。</Typography.Text>
    </Space>
  );
}
