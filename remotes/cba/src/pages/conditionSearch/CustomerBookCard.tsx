import { useState } from 'react';
import { App, Button, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FileType } from '@esee/contracts';
import { batchImportSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { BatchImportDialog } from '@esee/ui';
import { customerBookApi } from '../../api/customerBook';

/**
 * The institution's customer book (本行客户) beside the filters: how many companies it holds, and for
 * administrators, importing a list into it or clearing it. `onChange` reruns the search that reads it.
 */
export function CustomerBookCard({ onChange }: { onChange: () => void }) {
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const [importing, setImporting] = useState(false);
  const book = useLoad(() => customerBookApi.summary(), [version]);
  const changed = () => {
    setVersion((v) => v + 1);
    onChange();
  };

  if (book.status === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (book.status === 'failed')
    return (
      <Typography.Text type="secondary">
        本行客户名单加载失败，<Typography.Link onClick={book.reload}>重试</Typography.Link>
      </Typography.Text>
    );
  const { count, updatedAt, updatedBy, canManage } = book.data;
  return (
    <div data-testid="customer-book">
      <Typography.Text strong>本行客户名单</Typography.Text>
      <div style={{ margin: '6px 0 8px' }} data-testid="customer-book-count" data-count={count}>
        {count ? (
          <>
            共 <Typography.Text strong>{count.toLocaleString('zh-CN')}</Typography.Text> 家
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {updatedAt} 由{updatedBy ?? '-'}更新
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">尚未导入。导入后可在结果中标记并排除本行已有客户。</Typography.Text>
        )}
      </div>
      {canManage ? (
        <Space>
          <Button
            size="small"
            icon={<UploadOutlined />}
            onClick={() => setImporting(true)}
            data-testid="customer-book-import"
          >
            导入客户名单
          </Button>
          {count > 0 && (
            <Popconfirm
              title="清空本行客户名单？"
              okText="清空"
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                const { removed } = await customerBookApi.clear();
                message.success(`已清空 ${removed} 家客户`);
                changed();
              }}
            >
              <Button size="small" danger>
                清空
              </Button>
            </Popconfirm>
          )}
        </Space>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          名单由机构管理员维护
        </Typography.Text>
      )}
      {importing && (
        <BatchImportDialog
          title="导入本行客户名单"
          scope={{ fileType: FileType.CUSTOMER_BOOK }}
          source={batchImportSource}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            changed();
          }}
        />
      )}
    </div>
  );
}
