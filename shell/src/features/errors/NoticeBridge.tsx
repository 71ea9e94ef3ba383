import { useEffect, useState } from 'react';
import { App } from 'antd';
import { onNotice, type Notice } from '@esee/http';

const DURATION_S = { error: 5, warning: 3 } as const;

function NoticeContent({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  if (!notice.detail) return <span>{notice.message}</span>;
  return (
    <span>
      {notice.message}{' '}
      <a onClick={() => setOpen(!open)} role="button">
        {open ? '收起' : '详情'}
      </a>
      {open && <div style={{ marginTop: 4, color: '#64748b', maxWidth: 480 }}>{notice.detail}</div>}
    </span>
  );
}

/** Shows what the HTTP client reports: error toasts for 5 s, warnings for 3 s (spec 1 §8, §9). */
export function NoticeBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    const offNotice = onNotice((n) =>
      message.open({ type: n.level, content: <NoticeContent notice={n} />, duration: DURATION_S[n.level] }),
    );
    return offNotice;
  }, [message]);
  return null;
}
