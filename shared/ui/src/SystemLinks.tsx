import { LinkOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { IntegrationLinkQuery, IntegrationSource, IntegrationTargetKey } from '@esee/contracts';
import { useLoad } from '@esee/react';

/**
 * Open a link that is only known after a call in a new tab. The tab is opened at the click, while the browser
 * still counts it as the user's (a window opened after an await is blocked as a pop-up), then sent on.
 */
export async function openAfter(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await link();
    if (!tab) return void window.open(url, '_blank', 'noopener');
    tab.opener = null;
    tab.location.href = url;
  } catch {
    tab?.close(); // the client's error catalogue has said why
  }
}

/**
 * 行内系统: links from a page into the institution's own systems (spec 1 §7: business system, credit system,
 * blacklist), each with a one-time ticket and the company in view. Only the systems the institution has set
 * are offered; none set, nothing is shown.
 */
export function SystemLinks({
  source,
  keys,
  query,
}: {
  source: IntegrationSource;
  keys: readonly IntegrationTargetKey[];
  query: IntegrationLinkQuery;
}) {
  const targets = useLoad(() => source.targets(), [source]);
  const offered = (targets.data ?? []).filter((t) => keys.includes(t.key as IntegrationTargetKey));
  if (!offered.length) return null;
  return (
    <Dropdown
      menu={{
        items: offered.map((t) => ({ key: t.key, label: t.title, 'data-testid': `system-link-${t.key}` })),
        onClick: ({ key }) => void openAfter(() => source.link(key as IntegrationTargetKey, query)),
      }}
    >
      <Button icon={<LinkOutlined />} data-testid="system-links">
        行内系统
      </Button>
    </Dropdown>
  );
}
