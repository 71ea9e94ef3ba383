import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { AssistantLimit, type AssistantAnswer, type AssistantCitation, type AssistantTurn } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { EmptyState, EventList, FailedState, formatDateTime } from '@esee/ui';
import { assistantApi } from '../../api/assistant';

/** Questions offered as chips: asked at once. */
const EXAMPLES = ['保荐机构持续督导的期间是多久？', '《证券法》第十条是怎么规定的？', '客户身份资料应当保存多久？'];
/** Company questions: the chip fills the box for the user to name the company. */
const TEMPLATES = ['的注册资本是多少？', '的股东有哪些？', '有多少条诉讼记录？'];

interface Turn {
  id: number;
  question: string;
  state: 'loading' | 'failed' | 'done';
  answer?: AssistantAnswer;
}

function ModeTag({ mode }: { mode: AssistantAnswer['mode'] }) {
  return mode === 'model' ? (
    <Tag color="purple" data-testid="assistant-mode">
      大模型模式
    </Tag>
  ) : (
    <Tag color="blue" data-testid="assistant-mode">
      检索模式
    </Tag>
  );
}

/** The answer's text with each `[n]` a link to the cited page. */
function AnswerText({ text, citations }: { text: string; citations: AssistantCitation[] }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,3})\]/g)) {
    const cite = citations.find((c) => c.n === Number(m[1]));
    parts.push(text.slice(last, m.index));
    parts.push(
      cite ? (
        <Link key={m.index} to={cite.link} title={cite.title} data-testid="assistant-cite">
          <sup>[{cite.n}]</sup>
        </Link>
      ) : (
        m[0]
      ),
    );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return (
    <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }} data-testid="assistant-answer-text">
      {parts}
    </div>
  );
}

function Sources({ citations }: { citations: AssistantCitation[] }) {
  return (
    <div data-testid="assistant-sources" style={{ marginTop: 12, paddingTop: 8, borderTop: '1px dashed #f0f0f0' }}>
      <Typography.Text type="secondary">来源</Typography.Text>
      {citations.map((c) => (
        <div key={c.n} data-testid="assistant-source" style={{ marginTop: 6 }}>
          <Space size={6} wrap>
            <Typography.Text strong>[{c.n}]</Typography.Text>
            <Tag>{c.kind === 'company' ? '企业信息' : c.kind === 'law' ? '法律法规' : '审核要点'}</Tag>
            <Link to={c.link} data-testid="assistant-source-link">
              {c.title}
            </Link>
            <Typography.Text type="secondary" data-testid="assistant-source-asof">
              数据截至 {c.asOf}
            </Typography.Text>
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0 28px' }} ellipsis={{ rows: 2 }}>
            {c.detail}
          </Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}

function AnswerView({ turn, onAsk, onRetry }: { turn: Turn; onAsk: (question: string) => void; onRetry: () => void }) {
  if (turn.state === 'loading')
    return (
      <Space data-testid="assistant-loading">
        <Spin size="small" />
        <Typography.Text type="secondary">正在检索平台数据并作答…</Typography.Text>
      </Space>
    );
  if (turn.state === 'failed' || !turn.answer)
    return (
      <Alert
        type="error"
        showIcon
        message="回答失败，请稍后重试"
        data-testid="assistant-failed"
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  const a = turn.answer;
  if (a.refused)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="assistant-refused"
        message={a.answer}
        description={
          a.suggestions.length ? (
            <Space size={[4, 4]} wrap>
              <Typography.Text type="secondary">可以这样问：</Typography.Text>
              {a.suggestions.map((s) => (
                <Button key={s} size="small" onClick={() => onAsk(s)} data-testid="assistant-suggestion">
                  {s}
                </Button>
              ))}
            </Space>
          ) : undefined
        }
      />
    );
  return (
    <div data-testid="assistant-answered">
      <Space size={4} style={{ marginBottom: 6 }}>
        <ModeTag mode={a.mode} />
        {a.company && <Tag data-testid="assistant-company">{a.company.name}</Tag>}
      </Space>
      {a.notice && (
        <Alert type="info" showIcon message={a.notice} style={{ marginBottom: 8 }} data-testid="assistant-notice" />
      )}
      <AnswerText text={a.answer} citations={a.citations} />
      <Sources citations={a.citations} />
    </div>
  );
}

/** The earlier turns the server gets for a follow-up (它的股东呢？): the last ones, questions and answers. */
const historyOf = (turns: Turn[]): AssistantTurn[] =>
  turns
    .filter((t) => t.state === 'done' && t.answer && !t.answer.refused)
    .slice(-(AssistantLimit.HISTORY_TURNS / 2))
    .flatMap((t) => [
      { role: 'user' as const, content: t.question.slice(0, AssistantLimit.HISTORY_TEXT) },
      { role: 'assistant' as const, content: t.answer!.answer.slice(0, AssistantLimit.HISTORY_TEXT) },
    ]);

function MyQuestions({ stamp, onAsk }: { stamp: number; onAsk: (q: string) => void }) {
  const history = useLoad(() => assistantApi.history(1, 20), [stamp]);
  return (
    <Card title="我的提问" size="small" data-testid="assistant-history">
      {history.status === 'failed' ? (
        <FailedState onRetry={history.reload} />
      ) : history.status === 'loading' ? (
        <Spin />
      ) : !history.data.list.length ? (
        <EmptyState description="还没有提问" />
      ) : (
        <EventList
          items={history.data.list.map((h) => ({
            key: h.id,
            color: h.refused ? '#faad14' : h.mode === 'model' ? '#722ed1' : '#1677ff',
            children: (
              <div data-testid="assistant-history-item">
                <Typography.Link onClick={() => onAsk(h.question)}>{h.question}</Typography.Link>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(h.askedAt)} ·{' '}
                    {h.refused ? '拒答' : `${h.mode === 'model' ? '大模型' : '检索'} · 引用${h.citationCount}条`}
                  </Typography.Text>
                </div>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/**
 * `/investment/modelAI` 智能助手: questions answered from the platform's own data — company facts from the registry,
 * articles of the law library — each sentence citing its source (a link to the page it came from) with the day of
 * the data; a refusal, with questions it can answer, when the platform holds no source. 检索模式 composes the
 * answer from the sources; 大模型模式 (the institution's model, set by the platform administrator) words it and is
 * checked against them.
 */
export default function AssistantPage() {
  usePageTitle('智能助手');
  const setting = useLoad(assistantApi.setting, []);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const [stamp, setStamp] = useState(0);
  const next = useRef(1);
  const busy = turns.some((t) => t.state === 'loading');

  const run = (id: number, question: string, earlier: Turn[]) => {
    assistantApi
      .ask(question, historyOf(earlier))
      .then((answer) => setTurns((ts) => ts.map((t) => (t.id === id ? { ...t, state: 'done', answer } : t))))
      .catch(() => setTurns((ts) => ts.map((t) => (t.id === id ? { ...t, state: 'failed' } : t))))
      .finally(() => setStamp((s) => s + 1));
  };
  const ask = (raw: string) => {
    const question = raw.trim().slice(0, AssistantLimit.QUESTION);
    if (!question || busy) return;
    const id = next.current++;
    setTurns((ts) => [...ts, { id, question, state: 'loading' }]);
    setText('');
    run(id, question, turns);
  };
  const retry = (turn: Turn) => {
    setTurns((ts) => ts.map((t) => (t.id === turn.id ? { ...t, state: 'loading' } : t)));
    run(
      turn.id,
      turn.question,
      turns.filter((t) => t.id < turn.id),
    );
  };

  return (
    <Row gutter={16} data-testid="assistant-page">
      <Col xs={24} lg={17}>
        <Card
          title={
            <Space>
              智能助手
              {setting.status === 'ok' && (
                <Tag color={setting.data.model ? 'purple' : 'blue'} data-testid="assistant-setting">
                  {setting.data.model ? '已接入大模型' : '检索模式'}
                </Tag>
              )}
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">
            回答只依据平台数据（企业工商、股东、对外投资、主要人员、司法与风险信息，法律法规库条文），逐句标注来源与数据日期；平台中没有依据时不作回答。
          </Typography.Paragraph>
          <div data-testid="assistant-thread" style={{ minHeight: 240 }}>
            {turns.length === 0 && <EmptyState description="请输入问题，或点击下方示例" />}
            {turns.map((t) => (
              <div key={t.id} data-testid="assistant-turn" style={{ marginBottom: 20 }}>
                <div style={{ textAlign: 'right', marginBottom: 8 }}>
                  <Typography.Text
                    data-testid="assistant-question"
                    style={{ display: 'inline-block', background: '#e6f4ff', padding: '6px 12px', borderRadius: 8 }}
                  >
                    {t.question}
                  </Typography.Text>
                </div>
                <div style={{ background: '#fafafa', padding: 12, borderRadius: 8 }}>
                  <AnswerView turn={t} onAsk={ask} onRetry={() => retry(t)} />
                </div>
              </div>
            ))}
          </div>
          <Space size={[4, 8]} wrap style={{ marginBottom: 8 }}>
            {EXAMPLES.map((e) => (
              <Button key={e} size="small" disabled={busy} onClick={() => ask(e)} data-testid="assistant-example">
                {e}
              </Button>
            ))}
            {TEMPLATES.map((e) => (
              <Button key={e} size="small" type="dashed" onClick={() => setText(`（企业全称）${e}`)}>
                企业{e}
              </Button>
            ))}
          </Space>
          <Space.Compact style={{ width: '100%' }}>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={AssistantLimit.QUESTION}
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder="例如：某某有限公司的注册资本是多少？《证券法》第十条是怎么规定的？（Enter 发送，Shift+Enter 换行）"
              onPressEnter={(e) => {
                if (e.shiftKey) return;
                e.preventDefault();
                ask(text);
              }}
              data-testid="assistant-input"
            />
            <Button
              type="primary"
              style={{ height: 'auto' }}
              loading={busy}
              disabled={!text.trim()}
              onClick={() => ask(text)}
              data-testid="assistant-ask"
            >
              提问
            </Button>
          </Space.Compact>
        </Card>
      </Col>
      <Col xs={24} lg={7}>
        <MyQuestions stamp={stamp} onAsk={(q) => setText(q)} />
      </Col>
    </Row>
  );
}
