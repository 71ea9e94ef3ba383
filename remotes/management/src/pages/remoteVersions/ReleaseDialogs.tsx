import { useState } from 'react';
import { App, Form, InputNumber, Modal, Radio, Select } from 'antd';
import type { RemoteRelease } from '@esee/contracts';
import { MemberSearchSelect } from '../../components/MemberSearchSelect';
import { remoteVersionsApi } from './remoteVersionsApi';

/** The remote and the version a dialog was opened for. */
export interface DialogTarget {
  release: RemoteRelease;
  version: string;
}

interface DialogProps {
  target: DialogTarget;
  onClose: () => void;
  onDone: () => void;
}

const institutionOptions = (release: RemoteRelease) =>
  release.institutions.map((i) => ({ value: i.instCode, label: `${i.instName}（${i.instCode}）` }));
const healthyVersions = (release: RemoteRelease) =>
  release.versions.filter((v) => v.healthy).map((v) => ({ value: v.version, label: v.version }));

/** 为机构固定: one institution gets this version, whatever the platform default. */
export function PinDialog({ target, onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [instCode, setInstCode] = useState<string>();
  const [version, setVersion] = useState(target.version);
  const submit = async () => {
    if (!instCode) return;
    try {
      await remoteVersionsApi.pin({ name: target.release.name, version, instCode });
      message.success('已为机构固定版本');
      onClose();
      onDone();
    } catch {
      // shown by the error catalogue
    }
  };
  return (
    <Modal
      open
      title={`为机构固定版本：${target.release.title}`}
      okText="固定"
      okButtonProps={{ disabled: !instCode, 'data-testid': 'remote-pin-save' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="机构" required>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择机构"
            value={instCode}
            onChange={setInstCode}
            options={institutionOptions(target.release)}
            data-testid="remote-pin-inst"
          />
        </Form.Item>
        <Form.Item label="版本" required>
          <Select value={version} onChange={setVersion} options={healthyVersions(target.release)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 灰度: a newer version for a share of one institution's users, or for named users. */
export function CanaryDialog({ target, onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [instCode, setInstCode] = useState<string>();
  const [version, setVersion] = useState(target.version);
  const [mode, setMode] = useState<'percent' | 'users'>('percent');
  const [percent, setPercent] = useState<number | null>(10);
  const [userIds, setUserIds] = useState<number[]>([]);
  const ready = !!instCode && (mode === 'percent' ? !!percent : userIds.length > 0);
  const submit = async () => {
    if (!instCode || !ready) return;
    try {
      await remoteVersionsApi.canary({
        name: target.release.name,
        instCode,
        version,
        ...(mode === 'percent' ? { percent: percent! } : { userIds }),
      });
      message.success('灰度已开始');
      onClose();
      onDone();
    } catch {
      // shown by the error catalogue
    }
  };
  return (
    <Modal
      open
      title={`灰度发布：${target.release.title}`}
      okText="开始灰度"
      okButtonProps={{ disabled: !ready, 'data-testid': 'remote-canary-save' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="机构" required>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择机构"
            value={instCode}
            onChange={(code) => {
              setInstCode(code);
              setUserIds([]); // members of the institution chosen before
            }}
            options={institutionOptions(target.release)}
            data-testid="remote-canary-inst"
          />
        </Form.Item>
        <Form.Item label="灰度版本" required extra="须比该机构当前使用的版本新">
          <Select value={version} onChange={setVersion} options={healthyVersions(target.release)} />
        </Form.Item>
        <Form.Item label="灰度范围" required>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'percent' | 'users')}>
            <Radio value="percent">按用户比例</Radio>
            <Radio value="users">指定用户</Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'percent' ? (
          <Form.Item label="比例（%）" extra="按用户编号固定分组：同一用户每次都在同一侧">
            <InputNumber min={1} max={100} precision={0} value={percent} onChange={setPercent} />
          </Form.Item>
        ) : (
          <Form.Item label="指定成员" extra={instCode ? '按姓名或用户名查找，可选多人' : '请先选择机构'}>
            {instCode && (
              <MemberSearchSelect
                key={instCode}
                instCode={instCode}
                value={userIds}
                onChange={setUserIds}
                testId="remote-canary-users"
              />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
