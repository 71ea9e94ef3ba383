import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton, Popover } from 'antd';
import type { SiteInfo } from '@esee/contracts';
import styles from './AppLayout.module.css';

/** The contact-us card (spec 1 §2): customer service phone and e-mail, weekday hours. */
export function ContactCard({ site }: { site: SiteInfo | null }) {
  const content = (
    <div className={styles.contact} data-testid="contact-card">
      <strong>联系我们</strong>
      <div>客服电话：{site?.servicePhone || '请联系贵机构管理员'}</div>
      {site?.serviceEmail && <div>服务邮箱：{site.serviceEmail}</div>}
      <div>服务时间：工作日 9:00-18:00</div>
    </div>
  );
  return (
    <Popover content={content} placement="leftBottom" trigger="hover">
      <FloatButton
        icon={<CustomerServiceOutlined />}
        style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}
        data-testid="contact-button"
      />
    </Popover>
  );
}
