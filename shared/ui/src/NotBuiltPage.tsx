import { Result } from 'antd';
import { Link } from 'react-router';

/**
 * What a page that is not built yet shows: its name and the plain fact. No
 * sample data: a bank user must never mistake a placeholder for real data.
 */
export function NotBuiltPage({ title, backTo }: { title: string; backTo?: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="该功能正在建设中，将在后续版本提供。本页不展示任何示例数据。"
      data-testid="not-built-page"
      extra={backTo ? <Link to={backTo}>返回</Link> : undefined}
    />
  );
}
