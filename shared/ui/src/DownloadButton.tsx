import { useState, type CSSProperties, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/**
 * An export button (or, in a table row or a hint, a link): busy while the file comes, and the refusal's
 * message as a toast when it does not (the download helper rejects with a message for the user). Also the button
 * that opens a file in a new tab (`openFile`), with its own `icon`; a link may wrap a long file name (`style`).
 */
export function DownloadButton({
  download,
  children,
  testId,
  link = false,
  icon = <DownloadOutlined />,
  style,
}: {
  download: () => Promise<void>;
  children: ReactNode;
  testId?: string;
  link?: boolean;
  icon?: ReactNode;
  style?: CSSProperties;
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
    <Button
      type="link"
      size="small"
      loading={busy}
      onClick={start}
      style={{ padding: 0, ...style }}
      data-testid={testId}
    >
      {children}
    </Button>
  ) : (
    <Button icon={icon} loading={busy} onClick={start} data-testid={testId}>
      {children}
    </Button>
  );
}
