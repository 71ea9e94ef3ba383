import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DATA_FILES } from '../format';
import { READY_MARKER } from '../inbox';
import { Random } from './random';
import { companyRecords } from './records';
import { JsonlWriter } from './writer';

export interface UpdateOptions {
  /** The data set the update is for: its companies.jsonl is read. */
  from: string;
  /** The day the changes happened, YYYY-MM-DD. */
  day: string;
  out: string;
  seed?: number;
  /** Share of companies with news that day. */
  share?: number;
}

/** Register changes of a day, as the registry publishes them. */
const CHANGE_ITEMS: readonly (readonly [string, number])[] = [
  ['投资人(股权)变更', 30],
  ['法定代表人变更', 15],
  ['注册资本变更', 15],
  ['经营范围变更', 20],
  ['住所变更', 20],
];
const ENDED = ['吊销，未注销', '注销', '停业'];

/**
 * A realistic day of changes to a data set (issue 8): for a small share of
 * its companies, new records dated that day (court and risk records, news
 * with sentiment, at the rates the generator gives risky companies), change
 * records, and a few status changes. Written as a data set in the ingestion
 * format, `READY` last, so it can be written straight into a server's inbox.
 */
export async function generateUpdate(options: UpdateOptions): Promise<Record<string, number>> {
  const { from, day, out, share = 0.005 } = options;
  const rng = new Random((options.seed ?? 1) * 100_003 + Number(day.replaceAll('-', '')));
  const todayMs = Date.parse(`${day}T12:00:00Z`);
  mkdirSync(out, { recursive: true });
  const writers = {
    companies: new JsonlWriter(path.join(out, DATA_FILES.companies.file)),
    changes: new JsonlWriter(path.join(out, DATA_FILES.changes.file)),
    records: new JsonlWriter(path.join(out, DATA_FILES.records.file)),
  };
  const names: string[] = [];
  let serial = 0;
  const lines = createInterface({ input: createReadStream(path.join(from, DATA_FILES.companies.file)) });
  for await (const line of lines) {
    if (!line) continue;
    const company = JSON.parse(line) as { entId: string; name: string; status: string; regionCode: string | null; legalRep?: string; legalRepId?: string };
    if (names.length < 1000) names.push(company.name);
    if (!rng.chance(share)) continue;
    const id = (kind: string) => `U${day.replaceAll('-', '')}-${++serial}-${kind}`;
    const roll = rng.next();
    if (roll < 0.05 && !ENDED.includes(company.status)) {
      await writers.companies.write({ ...JSON.parse(line), status: rng.pick(ENDED) });
    } else if (roll < 0.35) {
      const item = rng.weighted(CHANGE_ITEMS);
      await writers.changes.write({
        recordId: id('C'),
        companyId: company.entId,
        changeDate: day,
        item,
        before: item === '法定代表人变更' ? (company.legalRep ?? null) : '变更前内容',
        after: item === '法定代表人变更' ? '新任法定代表人' : '变更后内容',
      });
    } else {
      const context = {
        rng,
        companyName: company.name.replace(/(集团)?(有限责任公司|有限公司|股份有限公司)$/, ''),
        regionCode: company.regionCode ?? '110105',
        // Every record of the day is dated the day.
        estMs: todayMs,
        todayMs,
        tier: 'risky' as const,
        otherCompany: () => rng.pick(names),
        person: () => '王伟',
        legalRep: company.legalRepId && company.legalRep ? { id: company.legalRepId, name: company.legalRep } : null,
      };
      // One or two of the records a risky company gets, of any kind.
      const records = [...companyRecords(context, 0.3)];
      for (let n = Math.min(records.length, rng.int(1, 2)); n > 0; n--) {
        const [payload] = records.splice(rng.int(0, records.length - 1), 1);
        await writers.records.write({ recordId: id('R'), companyId: company.entId, ...payload });
      }
    }
  }
  const summary = Object.fromEntries(Object.entries(writers).map(([k, w]) => [k, w.count]));
  await Promise.all(Object.values(writers).map((w) => w.close()));
  writeFileSync(path.join(out, READY_MARKER), '');
  return summary;
}
