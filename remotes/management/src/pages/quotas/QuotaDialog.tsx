import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Select } from 'antd';
import { QUOTA_PERIOD_LABELS, QuotaPeriod, type QuotaFunction } from '@esee/contracts';
import type { QuotaChange } from './api';

export interface QuotaDialogProps {
  title: string;
  fn: QuotaFunction;
  limit: number | null;
  period: QuotaPeriod | null;
  /** The most the limit may be (the institution's quota of a member), if any. */
  max?: number;
  onSave: (change: QuotaChange) => Promise<void>;
  onClose: () => void;
}

/** Set a function's limit and period, or remove the quota (unlimited). */
export function QuotaDialog({ title, fn, limit, period, max, onSave, onClose }: QuotaDialogProps) {
  const [value, setValue] = useState<number | null>(limit);
  const [chosen, setChosen] = useState<QuotaPeriod>(period ?? QuotaPeriod.DAY);
  const [busy, setBusy] = useState(false);
  const save = async (change: QuotaChange) => {
    setBusy(true);
    try {
      await onSave(change);
      onClose();
    } catch {
      // shown by the error catalogue
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="remove"
          danger
          disabled={limit === null || busy}
          onClick={() => void save({ function: fn, limit: null })}
          data-testid="quota-remove"
        >
          取消额度（不限）
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={busy}
          disabled={value === null}
          onClick={() => void save({ function: fn, limit: value, period: chosen })}
          data-testid="quota-save"
        >
          保存
        </Button>,
      ]}
    >
      <Form layout="vertical" data-testid="quota-dialog">
        <Form.Item label="额度（次）" required extra={max !== undefined ? `不超过机构额度 ${max} 次` : undefined}>
          <InputNumber
            min={0}
            max={max ?? 100_000_000}
            precision={0}
            value={value}
            onChange={(v) => setValue(v)}
            style={{ width: 200 }}
            data-testid="quota-limit"
          />
        </Form.Item>
        <Form.Item label="周期" required>
          <Select<QuotaPeriod>
            value={chosen}
            onChange={setChosen}
            style={{ width: 200 }}
            options={Object.values(QuotaPeriod).map((p) => ({ value: p, label: QUOTA_PERIOD_LABELS[p] }))}
            data-testid="quota-period"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A quota as the tables write it. */
export const limitText = (limit: number | null, period: QuotaPeriod | null) =>
  limit === null || period === null ? '不限' : `${QUOTA_PERIOD_LABELS[period]} ${limit} 次`;
