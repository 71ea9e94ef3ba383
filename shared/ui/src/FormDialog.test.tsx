import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

function NameForm({ onSubmit }: { onSubmit: (v: { name: string }) => Promise<unknown> }) {
  return (
    <FormDialog<{ name: string }> title="新建" testId="dialog" onSubmit={onSubmit} onClose={() => {}}>
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input data-testid="name" />
      </Form.Item>
    </FormDialog>
  );
}

const ok = () => screen.getByText('确 定').closest('button')!;

describe('FormDialog', () => {
  afterEach(cleanup);

  it('a field left empty shows its message, submits nothing and rejects nothing', async () => {
    // An unhandled rejection (the old dialogs' failed validation) fails the run: Vitest reports it as an error.
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NameForm onSubmit={onSubmit} />);
    fireEvent.click(ok());
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the values; a refusal keeps what was typed for another try', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')));
    render(<NameForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId('name'), { target: { value: '华东项目' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '华东项目' }));
    await waitFor(() => expect(ok().className).not.toContain('loading'));
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('华东项目');
  });
});
