import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Checkbox, DatePicker, Divider, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { SOLUTION_KEYS, SOLUTIONS } from '@esee/contracts';
import { ApiError } from '@esee/http';
import { platformApi } from './api';
import { ManagerFields } from './ManagersDrawer';

interface AddForm {
  instCode: string;
  instName: string;
  solutions: string[];
  validUntil: Dayjs | null;
  username: string;
  name: string;
  password: string;
}

/**
 * `/management/addProduct` 新增机构: the institution and its first manager in
 * one form (createCompany, then createUser). When the manager cannot be made,
 * the institution stays and the page says where to add the manager.
 */
export default function AddProductPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [managerFailed, setManagerFailed] = useState<{ instCode: string; reason: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: AddForm) => {
    setBusy(true);
    try {
      await platformApi.createCompany({
        instCode: v.instCode,
        instName: v.instName,
        solutions: v.solutions ?? [],
        validUntil: v.validUntil ? v.validUntil.format('YYYY-MM-DD') : null,
      });
    } catch {
      setBusy(false);
      return; // shown by the error catalogue; nothing was created
    }
    try {
      await platformApi.createManager({
        instCode: v.instCode,
        username: v.username,
        name: v.name,
        password: v.password,
      });
      message.success(`机构 ${v.instCode} 与其管理员已创建`);
      navigate('/management/productList');
    } catch (error) {
      setManagerFailed({ instCode: v.instCode, reason: error instanceof ApiError ? error.message : '请求失败' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="新增机构" data-testid="add-product-page">
      {managerFailed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="add-product-manager-failed"
          message={`机构 ${managerFailed.instCode} 已创建，但管理员未能创建：${managerFailed.reason}`}
          description="请在机构列表中打开该机构的「管理员与概况」，点击「新增管理员」补建。"
          action={<Button onClick={() => navigate('/management/productList')}>前往机构列表</Button>}
        />
      )}
      <Form<AddForm>
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{ solutions: [] }}
        onFinish={submit}
        disabled={!!managerFailed}
      >
        <Form.Item
          label="机构代码"
          name="instCode"
          normalize={(v: string) => v?.toUpperCase()}
          rules={[
            { required: true, message: '请填写机构代码' },
            { pattern: /^[A-Z0-9]{2,20}$/, message: '机构代码应为2–20位大写字母或数字' },
          ]}
        >
          <Input data-testid="product-code" />
        </Form.Item>
        <Form.Item label="机构名称" name="instName" rules={[{ required: true, message: '请填写机构名称' }]}>
          <Input maxLength={60} data-testid="product-name" />
        </Form.Item>
        <Form.Item label="开通解决方案" name="solutions">
          <Checkbox.Group
            options={SOLUTION_KEYS.map((k) => ({ value: k, label: SOLUTIONS[k].title }))}
            data-testid="product-solutions"
          />
        </Form.Item>
        <Form.Item label="有效期至" name="validUntil" extra="留空为长期有效">
          <DatePicker />
        </Form.Item>
        <Divider>首个机构管理员</Divider>
        <ManagerFields />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="product-submit">
          创建机构
        </Button>
      </Form>
    </Card>
  );
}
