import { useCallback, useEffect, useRef, useState } from 'react';
import { AutoComplete, Button, Input, Modal, Space, Typography, type AutoCompleteProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { COMPANY_NAME_MAX_LENGTH, type CompanyChoice, type CompanySearchSource } from '@esee/contracts';
import { CompanyStatusTag } from './CompanyStatusTag';
import { DataTable } from './DataTable';

export type { CompanyChoice, CompanySearchSource };

const EMPTY = '企业名称不能为空，请输入准确的企业名称';
/** Said when the box is full: it takes no more (issue 36). */
export const TOO_LONG = `企业名称最多 ${COMPANY_NAME_MAX_LENGTH} 个字符`;
const FAILED = '数据刷新失败，请重新刷新';
/** A failed search in words: the server's sentence when it is one (Chinese), else the generic one. */
const failureText = (error: unknown) =>
  error instanceof Error && /\p{Script=Han}/u.test(error.message) ? error.message : FAILED;
/** The most results the search pages through; the title still counts them all (999+). */
const MAX_PAGED = 999;
/** Counts above 999 show as 999+ (spec 2 §2). */
export const countText = (n: number) => (n > 999 ? '999+' : String(n));

/** The results dialog: titled with the count (or why the search failed), one row per company, paged by 10. */
function ResultsDialog({
  text,
  source,
  onPick,
  onClose,
}: {
  text: string;
  source: CompanySearchSource;
  onPick: (c: CompanyChoice) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('搜索中…');
  const load = useCallback(
    (page: number) =>
      source.search(text, page).then(
        (r) => {
          setTitle(`共找到 ${countText(r.total)} 家企业`);
          return { total: r.total, list: r.rows };
        },
        (error: unknown) => {
          setTitle('搜索失败');
          throw error;
        },
      ),
    [text, source],
  );
  return (
    <Modal open title={title} footer={null} width={880} onCancel={onClose} data-testid="company-search-results">
      <DataTable<CompanyChoice>
        testId="company-search-table"
        rowKey={(c) => c.entId}
        load={load}
        reloadKey={load}
        pagedUpTo={MAX_PAGED}
        failedTitle={failureText}
        onRowClick={onPick}
        columns={[
          { key: 'orgName', title: '企业名称', render: (c) => <Typography.Link>{c.orgName}</Typography.Link> },
          { key: 'legRepName', title: '法定代表人', width: 110 },
          { key: 'estDate', title: '成立日期', width: 110 },
          { key: 'creditCode', title: '统一社会信用代码', width: 190 },
          {
            key: 'orgStatus',
            title: '状态',
            width: 110,
            render: (c) => (c.orgStatus ? <CompanyStatusTag status={c.orgStatus} /> : '-'),
          },
        ]}
      />
    </Modal>
  );
}

const option = (o: CompanyChoice) => ({ value: o.entId, label: o.orgName });

/** The dropdown: recently viewed companies apart from the hot ones, when the box is empty and there are some. */
function dropdownOptions(options: CompanyChoice[]): AutoCompleteProps['options'] {
  const recent = options.filter((o) => o.recent);
  if (!recent.length) return options.map(option);
  const others = options.filter((o) => !o.recent);
  return [
    { label: '最近浏览', options: recent.map(option) },
    ...(others.length ? [{ label: '热门企业', options: others.map(option) }] : []),
  ];
}

/**
 * The company search box (spec 2 §2): hot companies on focus when empty,
 * suggestions while typing, and a results dialog on query; an empty query is
 * refused with the spec's hint. `onPick` gets the chosen company.
 */
export function CompanySearch({
  source,
  onPick,
  compact = false,
  onEmpty,
  testId = compact ? 'header-search' : 'company-search',
}: {
  source: CompanySearchSource;
  onPick: (company: CompanyChoice) => void;
  compact?: boolean;
  testId?: string;
  /** How an empty query is refused; default: the hint under the box. */
  onEmpty?: () => void;
}) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<CompanyChoice[]>([]);
  /** The text the options answer ('' the hot companies): said on the box, for a test to wait on before it picks. */
  const [optionsFor, setOptionsFor] = useState<string | null>(null);
  const [hint, setHint] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The latest suggestion request: an answer to an older one (or one overtaken by 查询) is dropped. */
  const request = useRef(0);

  const load = (value: string) => {
    clearTimeout(timer.current);
    const id = ++request.current;
    const apply = (list: CompanyChoice[]) => {
      if (id !== request.current) return;
      setOptions(list);
      setOptionsFor(value.trim());
    };
    timer.current = setTimeout(
      () => {
        (value.trim() ? source.suggest(value.trim()) : source.hot()).then(apply, () => apply([]));
      },
      value.trim() ? 250 : 0,
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = () => {
    const value = text.trim();
    if (!value) {
      if (onEmpty) onEmpty();
      else setHint(true);
      return;
    }
    // The results dialog takes over: no suggestion list may open over it (a late answer would).
    clearTimeout(timer.current);
    request.current++;
    setOptions([]);
    setOptionsFor(null);
    setQuery(value);
  };
  const pick = (company: CompanyChoice) => {
    setText(company.orgName);
    setQuery(null);
    onPick(company);
  };

  return (
    <div data-testid={testId} data-options-for={optionsFor ?? undefined}>
      {/* As wide as its place allows, up to the spec's width: never over what stands beside it. */}
      <Space.Compact style={{ width: '100%', maxWidth: compact ? 360 : 640 }}>
        <AutoComplete
          value={text}
          style={{ width: '100%' }}
          options={dropdownOptions(options)}
          onFocus={() => load(text)}
          onChange={(typed: string) => {
            // Choosing an option hands back its entId: show the name instead. A paste past the limit is cut to it.
            const chosen = options.find((o) => o.entId === typed);
            const value = chosen ? typed : typed.slice(0, COMPANY_NAME_MAX_LENGTH);
            setText(chosen ? chosen.orgName : value);
            if (value.trim()) setHint(false);
            if (!chosen) load(value);
          }}
          onSelect={(entId: string) => {
            const chosen = options.find((o) => o.entId === entId);
            if (chosen) pick(chosen);
          }}
        >
          <Input
            size={compact ? 'middle' : 'large'}
            placeholder="请输入企业名称或统一社会信用代码"
            maxLength={COMPANY_NAME_MAX_LENGTH}
            onPressEnter={submit}
            allowClear={compact}
            prefix={compact ? <SearchOutlined /> : undefined}
            style={compact ? undefined : { height: 37 }}
            data-testid="company-search-input"
          />
        </AutoComplete>
        <Button
          type="primary"
          size={compact ? 'middle' : 'large'}
          onClick={submit}
          style={compact ? undefined : { width: 140, height: 37 }}
          data-testid="company-search-submit"
        >
          查询
        </Button>
      </Space.Compact>
      {hint && (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }} data-testid="company-search-hint">
          {EMPTY}
        </Typography.Text>
      )}
      {!hint && text.length >= COMPANY_NAME_MAX_LENGTH && (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 4 }} data-testid="company-search-limit">
          {TOO_LONG}
        </Typography.Text>
      )}
      {query && <ResultsDialog text={query} source={source} onPick={pick} onClose={() => setQuery(null)} />}
    </div>
  );
}
