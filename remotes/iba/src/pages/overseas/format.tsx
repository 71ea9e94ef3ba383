import { Tag } from 'antd';
import { OVERSEAS_LINK_KINDS, type OverseasLinkKind } from '@esee/contracts';
import { formatPercent } from '@esee/ui';

export const ENT_ABROAD_PATH = '/investment/allInfo/entAbroad';
export const detailHref = (overseasId: string) => `${ENT_ABROAD_PATH}/detail?id=${encodeURIComponent(overseasId)}`;

/** A stake of 0–1 as a percentage; not disclosed: '-'. */
export const ratioText = (ratio: number | null) => formatPercent(ratio, { share: true });

const STATUS_COLOR: Record<string, string> = { 存续: 'green', 清算中: 'orange', 已解散: 'default', 已除名: 'red' };

/** A registry status as a coloured tag. */
export const StatusTag = ({ status }: { status: string }) => (
  <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="overseas-status">
    {status}
  </Tag>
);

/** 股权控制 or 协议控制(VIE). */
export const LinkKindTag = ({ kind }: { kind: OverseasLinkKind }) => (
  <Tag color={kind === 'vie' ? 'purple' : 'blue'} data-testid="overseas-link-kind">
    {OVERSEAS_LINK_KINDS[kind]}
  </Tag>
);

/** 香港联交所 00700, or 未上市. */
export const listingText = (exchange: string | null, stockCode: string | null) =>
  exchange ? `${exchange}${stockCode ? ` ${stockCode}` : ''}` : '未上市';
