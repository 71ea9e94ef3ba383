import { useEffect } from 'react';
import { Result } from 'antd';
import { ActStatus } from '@esee/contracts';
import { settleTrace } from '../trace/menuTrace';

/** Where a user with no menu entry lands (spec 1 §2, §4). */
export default function BlankPage() {
  useEffect(() => settleTrace(ActStatus.CONFIRMED), []);
  return (
    <Result
      status="info"
      title="暂无可用功能"
      subTitle="您的账号尚未开通任何功能，请联系贵机构管理员分配权限。"
      data-testid="blank-page"
    />
  );
}
