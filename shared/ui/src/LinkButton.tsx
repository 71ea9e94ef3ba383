import { Button, type ButtonProps } from 'antd';

/** The small link-styled button of a table's 操作 column and of inline actions. */
export function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}
