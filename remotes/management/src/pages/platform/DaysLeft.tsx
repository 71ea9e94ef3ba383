import { Tag } from 'antd';

/** Days left from which an end is near (highlighted). */
const SOON_DAYS = 30;

/** 剩余天数 as read at a glance: ended red, ending within 30 days orange, no end 长期. */
export function DaysLeft({ days }: { days: number | null }) {
  if (days === null) return <span>长期</span>;
  if (days < 0) return <Tag color="red">已到期</Tag>;
  if (days <= SOON_DAYS) return <Tag color="orange">{days === 0 ? '今天到期' : `${days} 天`}</Tag>;
  return <span>{days} 天</span>;
}
