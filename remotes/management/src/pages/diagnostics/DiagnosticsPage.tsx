import { useEffect, useState } from 'react';
import { Alert, Button, Card, Tag } from 'antd';
import { call, isCancelled, ApiError, http, now } from '@esee/http';
import { chinaTime } from '@esee/contracts';
import { DataTable } from '@esee/ui';

interface Probe {
  key: string;
  name: string;
  expect: string;
  code: number;
  httpStatus?: number;
  delayMs?: number;
  timeoutMs?: number;
}

/** One probe per rule of the error catalogue (spec 1 §8, spec 2 §8). */
const PROBES: Probe[] = [
  { key: 'ok', name: '成功', expect: '无提示', code: 200 },
  { key: 'error', name: '业务错误（其他结果码）', expect: '红色提示，显示服务端消息，5 秒', code: 12345 },
  { key: '19999', name: '数据通讯失败 19999', expect: '“数据通讯失败”，可展开详情', code: 19999 },
  { key: '10504', name: '额度不足 10504', expect: '“功能调用额度不足”，可展开详情', code: 10504 },
  { key: '9999', name: '原样返回 9999', expect: '无提示，交给调用方', code: 9999 },
  { key: '500', name: 'HTTP 500', expect: '静默', code: 500, httpStatus: 500 },
  { key: '502', name: 'HTTP 502', expect: '静默', code: 502, httpStatus: 502 },
  { key: 'timeout', name: '请求超时', expect: '“请求超时”', code: 200, delayMs: 3000, timeoutMs: 1500 },
  { key: '9998', name: '登录失效 9998', expect: '清除登录，回到登录页', code: 9998 },
];

type Result = { kind: string; at: string };

/**
 * `/systemMonitoring/diagnostics`: makes the server answer each code of the
 * error catalogue through the real reply path, to check how the product
 * shows it (also behind the institution's proxy). The server must run with
 * DIAGNOSTICS=on.
 */
export default function DiagnosticsPage() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [results, setResults] = useState<Record<string, Result>>({});
  useEffect(() => {
    http
      .get<boolean>('/framework/api/ops/diagnostics/status', undefined, { silent: true })
      .then(setEnabled, () => setEnabled(false));
  }, []);

  const run = async (probe: Probe) => {
    let kind = 'ok';
    try {
      await call({
        method: 'POST',
        url: '/framework/api/ops/diagnostics/answer',
        data: {
          code: probe.code,
          httpStatus: probe.httpStatus,
          delayMs: probe.delayMs,
          message: `诊断：${probe.name}`,
        },
        timeout: probe.timeoutMs,
      });
    } catch (e) {
      kind = e instanceof ApiError ? e.outcome.kind : isCancelled(e) ? 'cancelled' : 'error';
    }
    setResults((r) => ({ ...r, [probe.key]: { kind, at: chinaTime(now()).slice(11) } }));
  };

  return (
    <Card title="接口诊断" data-testid="diagnostics-page">
      {enabled === false && (
        <Alert
          type="warning"
          showIcon
          title="诊断功能未开启：服务端需以 DIAGNOSTICS=on 启动。"
          style={{ marginBottom: 16 }}
        />
      )}
      <DataTable<Probe>
        testId="diagnostics-probes"
        showAll
        rowKey={(p) => p.key}
        rows={PROBES}
        columns={[
          { key: 'name', title: '场景' },
          { key: 'expect', title: '应有的表现' },
          {
            key: 'result',
            title: '结果',
            render: (p) =>
              results[p.key] ? (
                <Tag data-testid={`probe-result-${p.key}`}>{`${results[p.key]!.kind} · ${results[p.key]!.at}`}</Tag>
              ) : (
                '-'
              ),
          },
          {
            key: 'run',
            title: '操作',
            render: (p) => (
              <Button size="small" disabled={!enabled} onClick={() => void run(p)} data-testid={`probe-${p.key}`}>
                发送
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
