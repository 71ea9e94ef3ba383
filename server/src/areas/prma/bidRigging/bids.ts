import type { BidSignalCode, TenderBid } from '@esee/contracts';
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

/**
 * The Art. 40 signals of a tender's bid documents: two bidders whose documents name the same preparer,
 * agent or project manager, whose deposits left the same account, or whose files were made on the same
 * machine. `bids[i]` is bidder i's bid, or null when the bidder is not among the tender's.
 */
export function bidFacts(bids: readonly (TenderBid | null)[], names: readonly string[]): LinkFact[] {
  const facts: LinkFact[] = [];
  for (let a = 0; a < bids.length; a++)
    for (let b = a + 1; b < bids.length; b++) {
      const [x, y] = [bids[a], bids[b]];
      if (!x || !y) continue;
      for (const { field, signal, label, norm } of FIELDS) {
        const [u, v] = [x[field]?.trim(), y[field]?.trim()];
        if (u && v && norm(u) === norm(v))
          facts.push({ a, b, signal, detail: `${names[a]}与${names[b]}的${label}均为${u}` });
      }
    }
  return facts;
}
