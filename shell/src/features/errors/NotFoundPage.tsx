import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '@esee/react';
import { AntdProviders } from '../../app/AntdProviders';

export default function NotFoundPage() {
  usePageTitle('页面不存在');
  return (
    <AntdProviders>
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在，或贵机构未开通此功能。"
        extra={
          <Link to="/main">
            <Button type="primary">返回首页</Button>
          </Link>
        }
        data-testid="not-found"
      />
    </AntdProviders>
  );
}
