import { Result } from 'antd';

/** Where a user with no menu entry lands (spec 1 §2, §4). */
export default function BlankPage() {
  return (
    <Result
      status="info"
      title="暂无可用功能"
      subTitle="您的账号尚未开通任何功能，请联系贵机构管理员分配权限。"
      data-testid="blank-page"
    />
  );
}
