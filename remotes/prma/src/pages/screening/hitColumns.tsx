import { Tag } from 'antd';
import {
  SCREENING_KIND_LABELS,
  SCREENING_MATCH_LABELS,
  SCREENING_SOURCE_LABELS,
  type ScreeningHit,
} from '@esee/contracts';
import type { DataColumn } from '@esee/ui';

const MATCH_COLOR = { code: 'red', name: 'orange', record: 'volcano', namesake: 'default' } as const;

/** A hit's columns, the same in the run's table and in a comparison's; how it matched stays in view at the right. */
export const hitColumns: DataColumn<ScreeningHit>[] = [
  {
    key: 'subject',
    title: '对象',
    width: 180,
    render: (h) => `${h.subject.name}（${SCREENING_KIND_LABELS[h.subject.kind]}）`,
  },
  { key: 'role', title: '关系', width: 120, render: (h) => h.subject.role },
  { key: 'of', title: '所属企业', width: 160, render: (h) => h.subject.ofName },
  {
    key: 'source',
    title: '来源',
    width: 120,
    render: (h) => (h.source === 'list' ? `名单：${h.listName}` : SCREENING_SOURCE_LABELS[h.source]),
  },
  {
    key: 'entry',
    title: '名单条目',
    width: 160,
    render: (h) => [h.entryName, h.entryCode].filter(Boolean).join(' '),
  },
  {
    key: 'detail',
    title: '说明',
    render: (h) =>
      // A risk hit's detail names its latest day already.
      [h.detail, h.source !== 'risk' && h.listedDate ? `（列入 ${h.listedDate}）` : ''].filter(Boolean).join('') || '-',
  },
  {
    key: 'match',
    title: '匹配方式',
    width: 110,
    fixed: 'right',
    render: (h) => <Tag color={MATCH_COLOR[h.match]}>{SCREENING_MATCH_LABELS[h.match]}</Tag>,
  },
];
