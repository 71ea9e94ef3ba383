import { Space, Tag, Typography } from 'antd';
import {
  PERSON_JUDICIAL_ENDPOINTS,
  RECORD_KIND_BY_KEY,
  type PersonJudicialKind,
  type PersonLawCandidate,
} from '@esee/contracts';

/** The judicial kinds a person's records are listed by (spec 2 §7), in the tabs' order. */
export const KINDS = Object.keys(PERSON_JUDICIAL_ENDPOINTS) as PersonJudicialKind[];

/** A person's records by kind, as tags: 失信被执行人 1 · 被执行人 2. */
export function RecordCounts({ person }: { person: Pick<PersonLawCandidate, 'counts' | 'recordTotal'> }) {
  if (!person.recordTotal) return <Typography.Text type="secondary">未发现涉诉记录</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {KINDS.filter((k) => person.counts[k]).map((k) => (
        <Tag
          key={k}
          color={RECORD_KIND_BY_KEY.get(k)!.risk === '高风险' ? 'red' : 'orange'}
          data-testid="person-law-count"
        >
          {RECORD_KIND_BY_KEY.get(k)!.title} {person.counts[k]}
        </Tag>
      ))}
    </Space>
  );
}
