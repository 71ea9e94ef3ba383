import { useState } from 'react';
import { Typography } from 'antd';
import { cutText, displayText, isBlank } from './format';

/** Text over 50 characters shows 45 and an expand control (spec 2 §5); empty shows '-'. */
export function ExpandableText({ value }: { value: unknown }) {
  const [open, setOpen] = useState(false);
  if (isBlank(value)) return <>{displayText(value)}</>;
  const full = String(value);
  const { text, cut } = cutText(full);
  if (!cut) return <>{full}</>;
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {open ? full : text}{' '}
      <Typography.Link onClick={() => setOpen(!open)} style={{ whiteSpace: 'nowrap' }}>
        {open ? '收起' : '展开'}
      </Typography.Link>
    </span>
  );
}
