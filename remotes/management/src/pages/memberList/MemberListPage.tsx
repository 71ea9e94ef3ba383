import { useState } from 'react';
import { App, Button, Card, Input, Select, Space } from 'antd';
import { AddMemberModal } from '../org/AddMemberModal';
import { MemberImportModal } from '../org/MemberImportModal';
import { MemberTable } from '../org/MemberTable';
import { useMembers } from '../org/useMembers';

/** `/management/memberList`: every member of the institution, searched by name or username, by status. */
export default function MemberListPage() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [resign, setResign] = useState<0 | 1 | undefined>(0);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const m = useMembers({ keyword: keyword || undefined, resign_flag: resign });
  return (
    <Card
      title="成员管理"
      data-testid="member-list-page"
      extra={
        <Space>
          <Button onClick={() => setImporting(true)} data-testid="member-import">
            导入成员
          </Button>
          <Button type="primary" onClick={() => setAdding(true)} data-testid="member-add">
            新增成员
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder="姓名或用户名"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 240 }}
          data-testid="member-search"
        />
        <Select
          value={resign ?? 'all'}
          style={{ width: 120 }}
          onChange={(v) => setResign(v === 'all' ? undefined : (v as 0 | 1))}
          options={[
            { value: 0, label: '在职' },
            { value: 1, label: '离职' },
            { value: 'all', label: '全部' },
          ]}
        />
      </Space>
      <MemberTable members={m} onChanged={m.reload} />
      <AddMemberModal open={adding} members={m} onClose={() => setAdding(false)} />
      {importing && (
        <MemberImportModal
          onClose={() => setImporting(false)}
          onDone={(created) => {
            void message.success(`已导入${created}名成员，首次登录须修改密码`);
            setImporting(false);
            m.reload();
          }}
        />
      )}
    </Card>
  );
}
