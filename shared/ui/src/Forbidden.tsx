import { Result } from 'antd';

/** A page the user has no right to: said plainly (the server refuses its calls anyway). */
export function Forbidden({ title = '无权限访问' }: { title?: string }) {
  return <Result status="403" title={title} subTitle="无权限操作，请联系管理员！" data-testid="forbidden" />;
}
