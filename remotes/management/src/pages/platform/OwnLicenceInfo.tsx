import { Descriptions, Spin } from 'antd';
import { useLoad } from '@esee/react';
import { DaysLeft } from './DaysLeft';
import { gatewayApi } from './gatewayApi';

/** 机构信息's licence block: the institution's service end and seats, read-only (set on 授权管理). */
export function OwnLicenceInfo() {
  const licence = useLoad(gatewayApi.ownLicence, []);
  if (licence.status === 'failed') return null;
  if (licence.status === 'loading') return <Spin style={{ marginTop: 16 }} />;
  const l = licence.data;
  return (
    <Descriptions
      title="授权信息"
      column={1}
      bordered
      size="middle"
      style={{ marginTop: 24 }}
      data-testid="mechanism-licence"
    >
      <Descriptions.Item label="有效期至">
        {l.validUntil ?? '长期'}
        {l.daysLeft !== null && (
          <span style={{ marginLeft: 8 }}>
            <DaysLeft days={l.daysLeft} />
          </span>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="席位（启用成员/上限）">
        {l.seatsUsed} / {l.seatLimit === null ? '不限' : l.seatLimit}
      </Descriptions.Item>
    </Descriptions>
  );
}
