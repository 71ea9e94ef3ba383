import { App } from 'antd';
import { MemberFormModal } from './MemberFormModal';
import type { Members } from './useMembers';

/** 新增成员 on a member page: the member form, saved through the page's `useMembers` (which reloads its lists). */
export function AddMemberModal({
  open,
  members,
  defaultUnitId,
  onClose,
}: {
  open: boolean;
  members: Members;
  defaultUnitId?: number;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  return (
    <MemberFormModal
      open={open}
      member={null}
      units={members.units}
      roles={members.roles}
      defaultUnitId={defaultUnitId}
      onSubmit={async (v) => {
        try {
          await members.add(v);
          message.success('成员已新增，首次登录须修改密码');
          onClose();
        } catch {
          // shown by the error catalogue
        }
      }}
      onClose={onClose}
    />
  );
}
