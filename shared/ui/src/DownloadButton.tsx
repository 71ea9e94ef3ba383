import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/**
 * An export button (or, in a table row or a hint, a link): busy while the file comes, and the refusal's
 * message as a toast when it does not (the download helper rejects with a message for the user).
 */
export function DownloadButton({
  download,
  children,
  testId,
  link = false,
}: {
  download: () => Promise<void>;
  children: ReactNode;
  testId?: string;
  link?: boolean;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      if (error instanceof Error && error.name === 'DownloadError') message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return link ? (
    <Button type="link" size="small" loading={busy} onClick={start} style={{ padding: 0 }} data-testid={testId}>
      {children}
    </Button>
  ) : (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={start} data-testid={testId}>
      {children}
    </Button>
  );
}
