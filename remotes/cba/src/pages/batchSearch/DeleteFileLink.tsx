import { App, Popconfirm, Typography } from 'antd';

/** 删除 of a kept file: asks first, says what it did, and lets the list reload. */
export function DeleteFileLink({
  fileName,
  remove,
  onDeleted,
}: {
  fileName: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={`删除「${fileName}」？`}
      okText="删除"
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await remove();
          message.success(`已删除「${fileName}」`);
          onDeleted();
        } catch {
          // The client's toast has said why.
        }
      }}
    >
      <Typography.Link type="danger">删除</Typography.Link>
    </Popconfirm>
  );
}
