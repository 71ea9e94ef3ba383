import {
  BANK_FLOW_COUNTERPARTY_CLASSES,
  BANK_FLOW_LAYOUTS,
  type BankFlowFlagStatus,
  type BankFlowPrecheck,
  type BankFlowRiskLevel,
} from '@esee/contracts';

/** What the page shows for the server's codes. */
export const BANK_LAYOUT_TITLES: Record<string, string> = BANK_FLOW_LAYOUTS;

export const CLASS_TITLES: Record<string, string> = BANK_FLOW_COUNTERPARTY_CLASSES;
export const CLASS_COLORS: Record<string, string> = {
  own: 'default',
  subject: 'blue',
  related: 'red',
  person: 'orange',
  company: 'cyan',
  financial: 'green',
  government: 'purple',
  none: 'default',
};

export const LEVEL_TITLES: Record<BankFlowRiskLevel, { text: string; color: string }> = {
  high: { text: '高', color: 'red' },
  medium: { text: '中', color: 'orange' },
  low: { text: '低', color: 'gold' },
};

export const STATUS_COLORS: Record<BankFlowFlagStatus, string> = {
  open: 'default',
  noted: 'processing',
  signed: 'success',
  returned: 'error',
};

export const CHECK_STATUS: Record<BankFlowPrecheck['status'], { text: string; color: string }> = {
  pass: { text: '通过', color: 'success' },
  warn: { text: '警告', color: 'warning' },
  fail: { text: '未通过', color: 'error' },
  skip: { text: '跳过', color: 'default' },
};
