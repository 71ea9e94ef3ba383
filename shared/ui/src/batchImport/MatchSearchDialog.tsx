import { useRef, useState, type UIEvent } from 'react';
import { App, Input, List, Modal, Spin, Tag, Typography } from 'antd';
import { UploadMessage, type BatchImportSource, type ImportScope, type MatchSearchRow } from '@esee/contracts';
import { countText } from '../CompanySearch';
import { CompanyStatusTag } from '../CompanyStatusTag';
import { EmptyState, FailedState } from '../states';

/** The next page loads when the list is scrolled to within this of its end (spec 2 §9). */
const SCROLL_DISTANCE = 300;

interface Results {
  text: string;
  total: number;
  totalPage: number;
  page: number;
  list: MatchSearchRow[];
}

/**
 * Manual matching (spec 2 §2, §5): search companies by name (two characters
 * at least), scroll for more, pick one. Companies the target or this upload
 * already has are shown disabled and labelled.
 */
export function MatchSearchDialog({
  row,
  source,
  scope,
  taken,
  onPick,
  onClose,
}: {
  row: { data: string; excelLineNo: number };
  source: BatchImportSource;
  scope: ImportScope;
  /** Companies matched by other rows of this upload. */
  taken: ReadonlySet<string>;
  onPick: (company: MatchSearchRow) => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [results, setResults] = useState<Results | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const asked = useRef(0);

  const load = async (text: string, page: number) => {
    const ticket = ++asked.current;
    setState('loading');
    try {
      const r = await source.matchSearch(text, page, scope);
      if (ticket !== asked.current) return;
      setResults((prev) => ({
        text,
        page,
        total: r.total,
        totalPage: r.totalPage,
        list: page === 1 || !prev ? r.list : [...prev.list, ...r.list],
      }));
      setState('idle');
    } catch {
      if (ticket === asked.current) setState('failed');
    }
  };
  const search = (value: string) => {
    const text = value.trim();
    if ([...text].length < 2) {
      void message.warning(UploadMessage.SEARCH_TOO_SHORT, 3);
      return;
    }
    setResults(null);
    void load(text, 1);
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const more = results && results.page < results.totalPage;
    if (more && state === 'idle' && el.scrollHeight - el.scrollTop - el.clientHeight < SCROLL_DISTANCE)
      void load(results.text, results.page + 1);
  };

  return (
    <Modal open title={`手动匹配：第${row.excelLineNo}行`} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <Typography.Paragraph type="secondary">上传数据：{row.data}</Typography.Paragraph>
      <Input.Search
        autoFocus
        allowClear
        defaultValue={row.data.length <= 50 ? row.data : ''}
        placeholder="请输入企业名称（至少2个字）"
        enterButton="搜索"
        onSearch={search}
        data-testid="match-search-input"
      />
      {results && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', margin: '8px 0' }}
          data-testid="match-search-count"
        >
          共找到 {countText(results.total)} 家企业
        </Typography.Text>
      )}
      <div style={{ maxHeight: 420, overflowY: 'auto' }} onScroll={onScroll} data-testid="match-search-results">
        {state === 'failed' && !results ? (
          <FailedState onRetry={() => void load(row.data, 1)} />
        ) : !results ? (
          state === 'idle' && (
            <Typography.Paragraph type="secondary" style={{ padding: '24px 0', textAlign: 'center' }}>
              输入企业名称，按回车搜索
            </Typography.Paragraph>
          )
        ) : results.list.length === 0 ? (
          <EmptyState description="未找到相关企业" />
        ) : (
          <List
            dataSource={results.list}
            rowKey={(c) => c.entId}
            renderItem={(c) => {
              const label = c.existFlag ? c.relatedData || '已存在' : taken.has(c.entId) ? '已匹配' : '';
              return (
                <List.Item
                  data-testid="match-search-item"
                  aria-disabled={Boolean(label)}
                  style={{ cursor: label ? 'not-allowed' : 'pointer', opacity: label ? 0.55 : 1, paddingInline: 8 }}
                  onClick={() => !label && onPick(c)}
                  extra={label ? <Tag>{label}</Tag> : <Typography.Link>选择</Typography.Link>}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        {c.orgName} <CompanyStatusTag status={c.orgStatus} />
                      </span>
                    }
                    description={[c.creditCode, c.legRepName && `法定代表人：${c.legRepName}`, c.estDate]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </List.Item>
              );
            }}
          />
        )}
        {state === 'loading' && (
          <div style={{ textAlign: 'center', padding: 12 }}>
            <Spin />
          </div>
        )}
      </div>
    </Modal>
  );
}
