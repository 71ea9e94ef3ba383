import { useState } from 'react';
import { Button, Collapse, DatePicker, Input, InputNumber, Space, Tag, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BID_SIGNALS,
  BID_SIGNAL_CODES,
  BID_TIER_NAMES,
  MAX_BIDDERS,
  type BidderInput,
  type BidRiggingRequest,
  type BidSignalCode,
  type TenderDetail,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { CompanySearch, PartyTable, pastedLines, PastePanel } from '@esee/ui';
import { TenderPicker } from './TenderPicker';

/** One row of the bidders list: picked (entId) or typed/uploaded (name or USCC). */
type Row = BidderInput & { key: string };

/** "名称或统一社会信用代码[,报价]" per line, comma, tab or space before the price. */
export function parseBidderLines(text: string): BidderInput[] {
  return pastedLines(text).map((line) => {
    const m = /^(.+?)[\s,，\t]+([\d.]+)\s*(元)?$/.exec(line);
    const price = m ? Number(m[2]) : NaN;
    return m && price > 0 ? { name: m[1]!.trim(), price } : { name: line };
  });
}

const defaultWeights = () =>
  Object.fromEntries(BID_SIGNAL_CODES.map((c) => [c, BID_SIGNALS[c].weight])) as Record<BidSignalCode, number>;

/**
 * The check's input (product pages §2.3): 2–30 bidders picked with the company search, pasted/uploaded
 * as lines or imported from a tender of the register, each with an optional price; project name, tender
 * date, and the weights of the signals. An imported tender's bid documents are compared too (Art. 40).
 */
export function BiddersForm({ running, onRun }: { running: boolean; onRun: (request: BidRiggingRequest) => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [projectName, setProjectName] = useState('');
  const [tenderDate, setTenderDate] = useState<Dayjs | null>(null);
  const [weights, setWeights] = useState(defaultWeights);
  const [tender, setTender] = useState<{ tenderId: string; title: string } | null>(null);

  const importTender = (t: TenderDetail) => {
    setTender({ tenderId: t.tenderId, title: t.title });
    setProjectName(t.title.slice(0, 100));
    setTenderDate(dayjs(t.openDate));
    setRows(
      t.bids
        .slice(0, MAX_BIDDERS)
        .map((b) => ({ entId: b.entId, name: b.name, ...(b.price ? { price: b.price } : {}), key: b.entId })),
    );
  };

  const addRows = (list: BidderInput[]) =>
    setRows((current) => {
      const next = [...current];
      for (const b of list) {
        const same = next.some((r) => (b.entId ? r.entId === b.entId : r.name === b.name));
        if (!same && next.length < MAX_BIDDERS) next.push({ ...b, key: b.entId ?? `name:${b.name}` });
      }
      return next;
    });
  const setPrice = (key: string, price: number | null) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, price: price ?? undefined } : r)));
  const run = () =>
    onRun({
      ...(tender ? { tenderId: tender.tenderId } : {}),
      ...(projectName.trim() ? { projectName: projectName.trim() } : {}),
      ...(tenderDate ? { tenderDate: tenderDate.format('YYYY-MM-DD') } : {}),
      bidders: rows.map(({ key: _key, ...b }) => b),
      weights,
    });

  return (
    <div data-testid="bid-form">
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Space wrap>
          <Input
            placeholder="项目名称（选填）"
            value={projectName}
            maxLength={100}
            onChange={(e) => setProjectName(e.target.value)}
            style={{ width: 220 }}
            data-testid="bid-project-name"
          />
          <DatePicker
            placeholder="开标日期（默认今天）"
            style={{ width: 190 }}
            value={tenderDate}
            onChange={setTenderDate}
            data-testid="bid-tender-date"
          />
        </Space>
        <Space wrap>
          <TenderPicker onImport={importTender} />
          {tender && (
            <Tag color="blue" closable onClose={() => setTender(null)} data-testid="bid-tender">
              已导入招标项目：{tender.title}（比对投标文件信息）
            </Tag>
          )}
        </Space>
        <CompanySearch
          source={companySearchSource}
          onPick={(c) => addRows([{ entId: c.entId, name: c.orgName }])}
          testId="bid-search"
        />
        <Collapse
          size="small"
          items={[
            {
              key: 'paste',
              label: '批量导入：粘贴或上传名单',
              children: (
                <PastePanel
                  placeholder={
                    '每行一家：企业名称或统一社会信用代码，可在逗号后写报价（元）\n例：某某建设工程有限公司,1280000'
                  }
                  addText="加入投标人"
                  onAdd={(text) => addRows(parseBidderLines(text))}
                  testId="bid-paste"
                  extra={
                    <Upload
                      accept=".txt,.csv"
                      showUploadList={false}
                      beforeUpload={(file) => {
                        // Read in the browser: the list is short text, no upload needed.
                        void file.text().then((text) => addRows(parseBidderLines(text)));
                        return false;
                      }}
                    >
                      <Button>上传名单（.txt / .csv）</Button>
                    </Upload>
                  }
                />
              ),
            },
            {
              key: 'weights',
              label: '信号权重设置',
              children: (
                <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }} data-testid="bid-weights">
                  {BID_SIGNAL_CODES.map((code) => (
                    <Space key={code}>
                      <Typography.Text style={{ width: 190, display: 'inline-block' }}>
                        {BID_SIGNALS[code].name}（{BID_TIER_NAMES[BID_SIGNALS[code].tier]}）
                      </Typography.Text>
                      <InputNumber
                        min={0}
                        max={100}
                        value={weights[code]}
                        onChange={(v) => setWeights((w) => ({ ...w, [code]: v ?? 0 }))}
                        style={{ width: 80 }}
                        data-testid={`bid-weight-${code}`}
                      />
                    </Space>
                  ))}
                </div>
              ),
            },
          ]}
        />
        <PartyTable<Row>
          rows={rows}
          onRemove={(key) => setRows((l) => l.filter((x) => x.key !== key))}
          testId="bid-bidders"
          emptyText={`搜索选择或批量导入投标人，至少2家、最多${MAX_BIDDERS}家`}
          columns={[
            {
              title: '投标人',
              dataIndex: 'name',
              render: (name: string) => <span data-testid="bidder-name">{name}</span>,
            },
            {
              title: '投标报价（元）',
              width: 180,
              render: (_v, r) => (
                <InputNumber
                  min={0.01}
                  precision={2}
                  value={r.price}
                  formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                  parser={(v) => Number((v ?? '').replace(/,/g, ''))}
                  onChange={(v) => setPrice(r.key, v)}
                  placeholder="选填"
                  style={{ width: 160 }}
                  data-testid="bidder-price"
                />
              ),
            },
          ]}
        />
        <Button type="primary" disabled={rows.length < 2} loading={running} onClick={run} data-testid="bid-run">
          开始核查
        </Button>
      </Space>
    </div>
  );
}
