import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/**
 * An export button: busy while the file comes, and the refusal's message as a
 * toast when it does not (the download helper rejects with a message for the user).
 */
export function DownloadButton({
  download,
  children,
  testId,
}: {
  download: () => Promise<void>;
  children: ReactNode;
  testId?: string;
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
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={start} data-testid={testId}>
      {children}
    </Button>
  );
}
