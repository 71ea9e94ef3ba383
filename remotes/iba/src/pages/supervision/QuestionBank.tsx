import { useState } from 'react';
import { Card, InputNumber, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { reviewBoardsOf, type ReviewQuestionPage, type SupervisionType } from '@esee/contracts';
import { choices, DataTable, FilterSelect, formatDate, KeywordSearch } from '@esee/ui';
import { supervisionApi, type QuestionFilter } from '../../api/supervision';
import { useFilter } from '../shared/filters';
import { AnswerSummary } from './format';
import { detailHref } from './paths';

type Question = ReviewQuestionPage['list'][number];

/**
 * 问询问题库: the questions of every issuer's inquiry letters (反馈意见 for the 核准制 and bond items), by topic tag,
 * year, sponsor, board and keyword: "all 资金流水 questions of 2024, by sponsor". The topic chips count under the
 * other filters.
 */
export function QuestionBank({ type }: { type: SupervisionType }) {
  const api = supervisionApi(type);
  const [filter, set] = useFilter<QuestionFilter>();
  const [topics, setTopics] = useState<ReviewQuestionPage['topics']>([]);
  const chosen = filter.topics ?? [];
  const toggle = (topic: string) =>
    set({ topics: chosen.includes(topic) ? chosen.filter((t) => t !== topic) : [...chosen, topic] });
  return (
    <div data-testid="question-bank">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <KeywordSearch
              placeholder="问题内容或发行人"
              width={260}
              onSearch={(keyword) => set({ keyword })}
              testId="question-keyword"
            />
            <InputNumber
              placeholder="年度"
              min={2000}
              max={2100}
              style={{ width: 100 }}
              onChange={(v) => set({ year: typeof v === 'number' ? v : undefined })}
              data-testid="question-year"
            />
            <KeywordSearch
              placeholder="保荐机构"
              width={200}
              onSearch={(sponsor) => set({ sponsor })}
              testId="question-sponsor"
            />
            <FilterSelect
              multiple
              placeholder={type === 'bond' ? '交易所' : '板块'}
              minWidth={150}
              testId="question-board-filter"
              options={choices(reviewBoardsOf(type))}
              value={filter.boards}
              onChange={(boards) => set({ boards })}
            />
          </Space>
          <Space wrap size={[4, 8]} data-testid="question-topics">
            <Typography.Text type="secondary">主题：</Typography.Text>
            {topics.map((t) => (
              <Tag.CheckableTag
                key={t.value}
                checked={chosen.includes(t.value)}
                onChange={() => toggle(t.value)}
                data-testid="question-topic"
              >
                {t.value}（{t.count}）
              </Tag.CheckableTag>
            ))}
          </Space>
        </Space>
      </Card>
      <DataTable<Question>
        testId="list-question"
        reloadKey={JSON.stringify(filter)}
        rowKey={(q) => `${q.reviewId}/${q.round}/${q.no}`}
        load={async (page) => {
          const data = await api.questions(filter, page);
          setTopics(data.topics);
          return data;
        }}
        columns={[
          {
            key: 'text',
            title: '问题',
            render: (q) => (
              <div style={{ whiteSpace: 'normal', minWidth: 360, maxWidth: 620 }} data-testid="question-row">
                <Tag color="blue" data-testid="question-tag">
                  {q.topic}
                </Tag>
                {q.text}
                {q.answer && <AnswerSummary answer={q.answer} />}
              </div>
            ),
          },
          {
            key: 'issuer',
            title: '发行人',
            width: 200,
            render: (q) => (
              <span style={{ whiteSpace: 'normal' }}>
                <Link to={detailHref(type, q.reviewId)} data-testid="question-issuer">
                  {q.issuer}
                </Link>
                <div style={{ fontSize: 12, color: '#8c8c8c' }}>
                  第{q.round}轮 第{q.no}题 · {q.board}
                </div>
              </span>
            ),
          },
          {
            key: 'sponsor',
            title: type === 'bond' ? '主承销商' : '保荐机构',
            width: 170,
            render: (q) => <span style={{ whiteSpace: 'normal' }}>{q.sponsor ?? '-'}</span>,
          },
          { key: 'letterDate', title: '问询日期', width: 110, render: (q) => formatDate(q.letterDate) },
        ]}
      />
    </div>
  );
}
