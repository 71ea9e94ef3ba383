import { InputNumber, Tag, Typography } from 'antd';
import {
  EXPOSURE_LIMITS,
  limitText,
  type CreditUsage,
  type ExposureLimitKey,
  type ExposureMeasure,
} from '@esee/contracts';
import { formatPercent } from '@esee/ui';

/** Inputs are in 万元; the server keeps 元. */
export const toYuan = (wan: number) => Math.round(wan * 10_000 * 100) / 100;
export const toWan = (yuan: number | null) => (yuan === null ? null : Math.round(yuan) / 10_000);

const STEP_COLOR: Record<string, string> = { '0.8': 'gold', '0.9': 'orange', '1': 'red' };

/** A usage as a percentage, tagged at the 80%, 90% and 100% warning steps. */
export function UsageTag({ usage, testId }: { usage: CreditUsage; testId?: string }) {
  if (usage.ratio === null) return <span data-testid={testId}>-</span>;
  const text = formatPercent(usage.ratio, { share: true });
  return usage.step === null ? (
    <span data-testid={testId}>{text}</span>
  ) : (
    <Tag color={STEP_COLOR[String(usage.step)]} data-testid={testId} data-step={usage.step}>
      {text} · 预警{formatPercent(usage.step, { share: true, decimals: 0 })}
    </Tag>
  );
}

/**
 * One concentration measure as a person reads it: 「非同业单一客户风险暴露 14.29%（上限：一级资本净额的15%）」,
 * tagged at the warning steps, the article in the tooltip and below in small text.
 */
export function MeasureTag({ measure, testId }: { measure: ExposureMeasure; testId?: string }) {
  const limit = `上限：${measure.base}的${formatPercent(measure.share, { share: true, decimals: 1, trim: true })}`;
  const ratio = measure.ratio === null ? `未设置${measure.base}` : formatPercent(measure.ratio, { share: true });
  const color = measure.step === null ? undefined : STEP_COLOR[String(measure.step)];
  return (
    <span data-testid={testId} data-key={measure.key} title={measure.article}>
      <Tag color={color} data-step={measure.step ?? undefined}>
        {measure.title} {ratio}（{limit}）
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {measure.article}
      </Typography.Text>
    </span>
  );
}

/** The four limits, each with its base and article, as the page's reference. */
export function LimitList() {
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="scs-credit-limits">
      {(Object.keys(EXPOSURE_LIMITS) as ExposureLimitKey[]).map((key) => (
        <li key={key}>
          {limitText(key)}（{EXPOSURE_LIMITS[key].article}）
        </li>
      ))}
    </ul>
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
  /** The lowest value the box takes; null: any, for a figure checked with its own message (not clamped). */
  min?: number | null;
  /** Show 万元 after the box (a column title may say it instead). */
  unit?: boolean;
  placeholder?: string;
  testId?: string;
}) {
  const input = (
    <InputNumber<number>
      min={min ?? undefined}
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
