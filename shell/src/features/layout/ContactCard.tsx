import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton, Popover } from 'antd';
import styles from './AppLayout.module.css';
import { SERVICE_HOURS } from './serviceContacts';

/** Where users get help: the institution's service desk, else the site's (institution parameters, site settings). */
export interface ServiceContacts {
  phone: string;
  email: string;
}

/** The contact-us card (spec 1 §2): customer service phone and e-mail, weekday hours. */
export function ContactCard({ contacts }: { contacts: ServiceContacts }) {
  const content = (
    <div className={styles.contact} data-testid="contact-card">
      <strong>联系我们</strong>
      <div>客服电话：{contacts.phone || '请联系贵机构管理员'}</div>
      {contacts.email && <div>服务邮箱：{contacts.email}</div>}
      <div>服务时间：{SERVICE_HOURS}</div>
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
