import { useState, type ReactNode } from 'react';
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

/**
 * The frame both dialogs share: the institution to choose, then the dialog's own fields. OK (once `ready`) saves,
 * says `done`, closes and reloads the page; a refusal has been shown by the error catalogue and the dialog stays.
 */
function ReleaseModal({
  target,
  title,
  okText,
  okTestId,
  ready,
  instCode,
  onInstCode,
  instTestId,
  save,
  done,
  onClose,
  onDone,
  children,
}: DialogProps & {
  title: string;
  okText: string;
  okTestId: string;
  ready: boolean;
  instCode: string | undefined;
  onInstCode: (code: string) => void;
  instTestId: string;
  save: () => Promise<unknown>;
  done: string;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const submit = async () => {
    if (!ready) return;
    try {
      await save();
      message.success(done);
      onClose();
      onDone();
    } catch {
      // shown by the error catalogue
    }
  };
  return (
    <Modal
      open
      title={`${title}：${target.release.title}`}
      okText={okText}
      okButtonProps={{ disabled: !ready, 'data-testid': okTestId }}
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
            onChange={onInstCode}
            options={institutionOptions(target.release)}
            data-testid={instTestId}
          />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}

/** 为机构固定: one institution gets this version, whatever the platform default. */
export function PinDialog(props: DialogProps) {
  const { target } = props;
  const [instCode, setInstCode] = useState<string>();
  const [version, setVersion] = useState(target.version);
  return (
    <ReleaseModal
      {...props}
      title="为机构固定版本"
      okText="固定"
      okTestId="remote-pin-save"
      ready={!!instCode}
      instCode={instCode}
      onInstCode={setInstCode}
      instTestId="remote-pin-inst"
      save={() => remoteVersionsApi.pin({ name: target.release.name, version, instCode: instCode! })}
      done="已为机构固定版本"
    >
      <Form.Item label="版本" required>
        <Select value={version} onChange={setVersion} options={healthyVersions(target.release)} />
      </Form.Item>
    </ReleaseModal>
  );
}

/** 灰度: a newer version for a share of one institution's users, or for named users. */
export function CanaryDialog(props: DialogProps) {
  const { target } = props;
  const [instCode, setInstCode] = useState<string>();
  const [version, setVersion] = useState(target.version);
  const [mode, setMode] = useState<'percent' | 'users'>('percent');
  const [percent, setPercent] = useState<number | null>(10);
  const [userIds, setUserIds] = useState<number[]>([]);
  const ready = !!instCode && (mode === 'percent' ? !!percent : userIds.length > 0);
  return (
    <ReleaseModal
      {...props}
      title="灰度发布"
      okText="开始灰度"
      okTestId="remote-canary-save"
      ready={ready}
      instCode={instCode}
      onInstCode={(code) => {
        setInstCode(code);
        setUserIds([]); // members of the institution chosen before
      }}
      instTestId="remote-canary-inst"
      save={() =>
        remoteVersionsApi.canary({
          name: target.release.name,
          instCode: instCode!,
          version,
          ...(mode === 'percent' ? { percent: percent! } : { userIds }),
        })
      }
      done="灰度已开始"
    >
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
    </ReleaseModal>
  );
}
