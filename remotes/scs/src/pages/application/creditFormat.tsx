import { InputNumber, Tag } from 'antd';
import type { CreditUsage } from '@esee/contracts';

/** Inputs are in 万元; the server keeps 元. */
export const toYuan = (wan: number) => Math.round(wan * 10_000 * 100) / 100;
export const toWan = (yuan: number | null) => (yuan === null ? null : Math.round(yuan) / 10_000);

const STEP_COLOR: Record<string, string> = { '0.8': 'gold', '0.9': 'orange', '1': 'red' };

/** A usage as a percentage, tagged at the 80%, 90% and 100% warning steps. */
export function UsageTag({ usage, testId }: { usage: CreditUsage; testId?: string }) {
  if (usage.ratio === null) return <span data-testid={testId}>-</span>;
  const text = `${(usage.ratio * 100).toFixed(2)}%`;
  return usage.step === null ? (
    <span data-testid={testId}>{text}</span>
  ) : (
    <Tag color={STEP_COLOR[String(usage.step)]} data-testid={testId} data-step={usage.step}>
      {text} · 预警{Math.round(usage.step * 100)}%
    </Tag>
  );
}

/** An amount typed in 万元 (two decimals); with a test id, in a span that carries it. */
export function WanInput({
  value,
  onChange,
  min = 0,
  unit = true,
  placeholder,
  testId,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  /** Show 万元 after the box (a column title may say it instead). */
  unit?: boolean;
  placeholder?: string;
  testId?: string;
}) {
  const input = (
    <InputNumber<number>
      min={min}
      max={1e11}
      precision={2}
      addonAfter={unit ? '万元' : undefined}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
  return testId ? <span data-testid={testId}>{input}</span> : input;
}
