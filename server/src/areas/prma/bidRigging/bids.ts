import type { BidSignalCode, EvidenceRecord, TenderBid } from '@esee/contracts';
import type { LinkFact } from './score';

/** The bid-document fields Art. 40 compares, their signal and label; values compare as `norm` makes them. */
const FIELDS: readonly {
  field: keyof Pick<TenderBid, 'preparer' | 'agentName' | 'projectManager' | 'depositAccount' | 'fileMachineCode'>;
  signal: BidSignalCode;
  label: string;
  norm: (v: string) => string;
}[] = [
  { field: 'preparer', signal: 'samePreparer', label: '投标文件编制人', norm: (v) => v.replace(/\s+/g, '') },
  { field: 'agentName', signal: 'sameAgent', label: '投标委托代理人', norm: (v) => v.replace(/\s+/g, '') },
  { field: 'projectManager', signal: 'sameProjectManager', label: '项目负责人', norm: (v) => v.replace(/\s+/g, '') },
  // Account numbers are written with spaces or dashes between groups of digits.
  {
    field: 'depositAccount',
    signal: 'sameDepositAccount',
    label: '投标保证金转出账户',
    norm: (v) => v.replace(/[\s-]/g, ''),
  },
  // MAC addresses as 3C-0A-…, 3c:0a:… or 3C0A….
  {
    field: 'fileMachineCode',
    signal: 'sameMachineCode',
    label: '投标文件制作机器码',
    norm: (v) => v.replace(/[\s:-]/g, '').toUpperCase(),
  },
];

/** The tender a check compares the bid documents of: its id and opening day. */
export interface BidTender {
  tenderId: string;
  openDate: string;
}

/** One field of a bidder's bid document as evidence: the bid's id (tender/bidder) and the opening day. */
export function bidRecord(
  tender: BidTender,
  bidder: { entId: string; name: string },
  kindTitle: string,
  text: string,
  amount: number | null = null,
): EvidenceRecord {
  return {
    kind: 'tenderBid',
    kindTitle,
    id: `${tender.tenderId}/${bidder.entId}`,
    companyId: bidder.entId,
    companyName: bidder.name,
    date: tender.openDate,
    dateLabel: '开标日期',
    text,
    amount,
    caseNo: null,
  };
}

/**
 * The Art. 40 signals of a tender's bid documents: two bidders whose documents name the same preparer,
 * agent or project manager, whose deposits left the same account, or whose files were made on the same
 * machine. `bids[i]` is bidder i's bid, or null when the bidder is not among the tender's; each fact carries
 * both bids' field as its records.
 */
export function bidFacts(
  bids: readonly (TenderBid | null)[],
  bidders: readonly { entId: string; name: string }[],
  tender: BidTender | null,
): LinkFact[] {
  const facts: LinkFact[] = [];
  if (!tender) return facts;
  const names = bidders.map((b) => b.name);
  for (let a = 0; a < bids.length; a++)
    for (let b = a + 1; b < bids.length; b++) {
      const [x, y] = [bids[a], bids[b]];
      if (!x || !y) continue;
      for (const { field, signal, label, norm } of FIELDS) {
        const [u, v] = [x[field]?.trim(), y[field]?.trim()];
        if (u && v && norm(u) === norm(v))
          facts.push({
            a,
            b,
            signal,
            detail: `${names[a]}与${names[b]}的${label}均为${u}`,
            records: [
              bidRecord(tender, bidders[a]!, '投标文件', `${label}：${u}`),
              bidRecord(tender, bidders[b]!, '投标文件', `${label}：${v}`),
            ],
          });
      }
    }
  return facts;
}
