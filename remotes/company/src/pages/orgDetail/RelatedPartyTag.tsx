import { Popover, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useRight } from '@esee/session';
import { useLoad } from '@esee/react';
import { RelatedReasons } from '@esee/ui';
import { companyApi } from '../../api/company';

/**
 * 「本行关联方」 in the header, only when the company is a related party of the user's institution (derived from its
 * 关联方名单): the reasons, each with its item of the Measures, on hover or focus, and the list's page for those who
 * may open it. Nothing while loading or when the call fails: the header never waits for it.
 */
export function RelatedPartyTag({ entId }: { entId: string }) {
  const canOpenList = useRight('fmk');
  const loaded = useLoad(() => companyApi.relatedParty(entId), [entId]);
  if (loaded.status !== 'ok' || !loaded.data.related) return null;
  return (
    <Popover
      title="本行关联方：认定依据"
      trigger={['hover', 'focus']}
      content={
        <Space direction="vertical" size={8} style={{ maxWidth: 560 }} data-testid="related-party-reasons">
          <RelatedReasons reasons={loaded.data.reasons} />
          {canOpenList && (
            <Link to="/management/relatedParties" data-testid="related-party-list-link">
              查看关联方名单
            </Link>
          )}
        </Space>
      }
    >
      <Tag color="red" bordered={false} tabIndex={0} data-testid="related-party-tag">
        本行关联方
      </Tag>
    </Popover>
  );
}
