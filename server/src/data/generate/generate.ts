import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { orgKindOf } from '@esee/contracts';
import { DATA_FILES, type CompanyRow, type DataFileName } from '../format';
import { CompanyFactory, isActive, type CompanyDraft } from './companies';
import { EXECUTIVE_POSTS, GIVEN_CHARS, ORGANISATION_FORMS, SURNAMES } from './names';
import { Random } from './random';
import { companyRecords, type RiskTier } from './records';
import { JsonlWriter } from './writer';

export interface GenerateOptions {
  companies: number;
  seed: number;
  out: string;
  /** Multiplies the number of records, change records and annual reports (0: companies and links only). */
  recordScale?: number;
  /** Dates are spread over the years before this day. */
  today?: Date;
  /** Share of companies that belong to a group. */
  groupShare?: number;
}

export type GenerateSummary = Record<DataFileName, number>;

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(9, '0')}`;

/**
 * Write a realistic data set in the ingestion format: companies with valid
 * codes, groups of holding companies several layers deep (a few holding each
 * other, a few in a cycle) owned by natural persons, small companies owned by
 * people, shared executives, branches, change records, annual reports and
 * records of every kind, more for risky companies. The same seed and day
 * give the same files.
 */
export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const rng = new Random(options.seed);
  const todayMs = (options.today ?? new Date()).setUTCHours(0, 0, 0, 0);
  const scale = options.recordScale ?? 1;
  const factory = new CompanyFactory(rng, todayMs);
  mkdirSync(options.out, { recursive: true });
  const out = Object.fromEntries(
    Object.entries(DATA_FILES).map(([key, { file }]) => [key, new JsonlWriter(path.join(options.out, file))]),
  ) as Record<DataFileName, JsonlWriter>;

  const people: { id: string; name: string }[] = [];
  const companyNames: string[] = [];
  const companyIds: string[] = [];
  let companySerial = 0;
  let recordSerial = 0;

  const newPerson = async () => {
    const name = rng.pick(SURNAMES) + Array.from({ length: rng.chance(0.7) ? 2 : 1 }, () => rng.pick(GIVEN_CHARS)).join('');
    const person = { id: id('P', people.length + 1), name };
    people.push(person);
    await out.people.write({ personId: person.id, name, gender: rng.chance(0.6) ? 'M' : 'F', birthYear: rng.int(1955, 1998) });
    return person;
  };
  /** Someone already in the data set, now and then: people hold and run several companies. */
  const anyPerson = async () => (people.length > 50 && rng.chance(0.25) ? rng.pick(people) : newPerson());

  const holding = (companyId: string, holderKind: 'C' | 'P', holderId: string, ratio: number, capital: number | null, estDate: string | null) =>
    out.shareholdings.write({
      companyId,
      holderKind,
      holderId,
      ratio: Math.round(ratio * 10000) / 10000,
      subscribedAmount: capital ? Math.round(capital * ratio) : null,
      subscribedDate: estDate ? `${Number(estDate.slice(0, 4)) + 20}${estDate.slice(4)}` : null,
    });

  /** A company and everything about it but its holders. */
  const addCompany = async (draft: CompanyDraft, tier: RiskTier, staff: { id: string; name: string }[]) => {
    const row: CompanyRow = draft.row;
    const company = orgKindOf(row.creditCode) === 'company';
    if (tier === 'risky' && rng.chance(0.5)) row.status = rng.pick(['吊销', '注销', '停业', '存续']);
    if (company && ['I', 'M', 'C'].includes(draft.industry.section) && rng.chance(0.2)) row.tags!.push('高新技术企业');
    if (company && (row.regCapital ?? 0) < 10_000_000 && rng.chance(0.5)) row.tags!.push('小微企业');
    if (company && rng.chance(0.02)) row.tags!.push('专精特新');
    await out.companies.write(row);
    companyNames.push(row.name);
    companyIds.push(row.entId);
    for (const [i, person] of staff.entries())
      await out.executives.write({ companyId: row.entId, personId: person.id, post: i === 0 ? EXECUTIVE_POSTS[0]! : rng.pick(EXECUTIVE_POSTS.slice(1)) });
    if (!scale) return;
    // Large companies are in the news, in court and in the registers far more often than small ones.
    const volume = scale * (row.listed ? 8 : (row.regCapital ?? 0) >= 100_000_000 ? 3 : 1);
    await changeRecords(draft, volume);
    if (isActive(row.status)) await annualReports(draft);
    const shortName = row.name.replace(/(集团)?(有限责任公司|有限公司|股份有限公司|合伙企业\(有限合伙\))$/, '');
    const context = {
      rng,
      companyName: shortName,
      regionCode: row.regionCode ?? '110105',
      estMs: draft.estMs,
      todayMs,
      tier,
      otherCompany: () => (companyNames.length > 1 ? rng.pick(companyNames) : '中国工商银行股份有限公司'),
      person: () => (people.length ? rng.pick(people).name : '王伟'),
      legalRep: row.legalRepId && row.legalRep ? { id: row.legalRepId, name: row.legalRep } : null,
    };
    for (const payload of companyRecords(context, volume)) await out.records.write({ recordId: id('R', ++recordSerial), companyId: row.entId, ...payload });
  };

  const changeRecords = async ({ row, estMs }: CompanyDraft, volume: number) => {
    const items = ['法定代表人变更', '注册资本变更', '经营范围变更', '住所变更', '投资人(股权)变更', '董事备案', '监事备案'];
    for (let n = Math.round(rng.int(0, 6) * volume); n > 0; n--) {
      const item = rng.pick(items);
      const [before, after] =
        item === '注册资本变更'
          ? [`${Math.round((row.regCapital ?? 1_000_000) / 20_000)}万元人民币`, `${Math.round((row.regCapital ?? 1_000_000) / 10_000)}万元人民币`]
          : item === '法定代表人变更'
            ? [rng.pick(people).name, row.legalRep]
            : item === '住所变更'
              ? ['原登记住所', row.address]
              : [`${item}前内容`, `${item}后内容`];
      await out.changes.write({ recordId: id('C', ++recordSerial), companyId: row.entId, changeDate: rng.date(estMs, todayMs), item, before, after });
    }
    for (const former of row.formerNames ?? [])
      await out.changes.write({ recordId: id('C', ++recordSerial), companyId: row.entId, changeDate: rng.date(estMs, todayMs), item: '名称变更', before: former, after: row.name });
  };

  const annualReports = async ({ row, estMs }: CompanyDraft) => {
    const lastYear = new Date(todayMs).getUTCFullYear() - 1;
    const firstYear = Math.max(new Date(estMs).getUTCFullYear(), lastYear - 7);
    for (let year = firstYear; year <= lastYear; year++) {
      if (rng.chance(0.08)) continue; // some years go unreported
      const hidden = rng.chance(0.6);
      const money = (median: number) => (hidden ? '企业选择不公示' : Math.round(rng.logNormal(median, 1) * 100) / 100);
      await out.annualReports.write({
        companyId: row.entId,
        reportYear: year,
        publishDate: `${year + 1}-${String(rng.int(1, 6)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        employeeCount: row.employeeCount ?? '企业选择不公示',
        totalAssets: money(500),
        totalRevenue: money(800),
        netProfit: money(40),
        totalTax: money(20),
        phone: row.phone,
        email: row.email,
        address: row.address,
        hasWebsite: Boolean(row.website),
      });
    }
  };

  const nextId = () => id('E', ++companySerial);
  const riskTier = (): RiskTier => rng.weighted([['normal', 85], ['warning', 10], ['risky', 5]] as const);

  /** A group: owners, a holding company, subsidiaries several layers deep, some cross-held, rarely a cycle. */
  const addGroup = async (size: number) => {
    const owners = [await newPerson(), ...(rng.chance(0.5) ? [await newPerson()] : [])];
    const managers = [...owners];
    for (let i = rng.int(2, 6); i > 0; i--) managers.push(await newPerson());
    const head = factory.make(nextId(), owners[0]!, {
      form: '集团有限公司',
      capital: rng.pick([50_000_000, 100_000_000, 200_000_000, 500_000_000, 1_000_000_000]),
      minAgeYears: 8,
    });
    head.row.status = '存续';
    // The largest groups are listed and issue bonds.
    if (size >= 300 || rng.chance(0.01)) {
      head.row.listed = true;
      head.row.hasBonds = rng.chance(0.7);
      head.row.tags!.push('上市公司');
    }
    const members: { draft: CompanyDraft; level: number }[] = [{ draft: head, level: 1 }];
    const cycle = size >= 5 && rng.chance(0.05);
    const cycleStake = cycle ? 0.05 : 0;
    const ownerStakes = owners.length === 2 ? [0.7 - cycleStake, 0.3] : [1 - cycleStake];
    await addCompany(head, 'normal', managers.slice(0, 5));
    for (const [i, owner] of owners.entries()) await holding(head.row.entId, 'P', owner.id, ownerStakes[i]!, head.row.regCapital, head.row.estDate);
    while (members.length < size) {
      // Prefer recent members as parents, so that chains grow deep.
      const parent = members[Math.max(0, members.length - 1 - Math.floor(rng.powerLaw(1, 1.2)))]!;
      if (parent.level >= 8) continue;
      const draft = factory.make(nextId(), rng.pick(managers), rng.chance(0.6) ? { district: parent.draft.district } : {});
      draft.row.status = rng.chance(0.9) ? '存续' : draft.row.status;
      const staff = [rng.pick(managers), rng.pick(managers)].filter((p, i, a) => a.indexOf(p) === i);
      await addCompany(draft, rng.chance(0.97) ? 'normal' : 'warning', staff);
      const ratio = rng.chance(0.6) ? 1 : rng.int(51, 95) / 100;
      await holding(draft.row.entId, 'C', parent.draft.row.entId, ratio, draft.row.regCapital, draft.row.estDate);
      if (ratio < 1) {
        // The rest: a sibling in the group (a cross-holding), or a person.
        const sibling = members.length > 2 && rng.chance(0.3) ? rng.pick(members) : null;
        if (sibling && sibling !== parent) await holding(draft.row.entId, 'C', sibling.draft.row.entId, 1 - ratio, draft.row.regCapital, draft.row.estDate);
        else await holding(draft.row.entId, 'P', (await anyPerson()).id, 1 - ratio, draft.row.regCapital, draft.row.estDate);
      }
      members.push({ draft, level: parent.level + 1 });
      // Now and then a branch office of this member.
      if (members.length < size && rng.chance(0.05)) {
        const branch = factory.make(nextId(), rng.pick(managers), { form: '分公司', industry: draft.industry, branchOf: draft.row.name });
        await addCompany(branch, 'normal', []);
        await out.branches.write({ parentId: draft.row.entId, branchId: branch.row.entId });
        members.push({ draft: branch, level: 99 });
      }
    }
    if (cycle) {
      const deep = members.filter((m) => m.level >= 3 && m.level < 99).at(-1) ?? members.at(-1)!;
      await holding(head.row.entId, 'C', deep.draft.row.entId, cycleStake, head.row.regCapital, head.row.estDate);
    }
  };

  /** A small company owned by one to three people (or now and then by another company). */
  const addSme = async () => {
    const holders = [await anyPerson()];
    for (let i = rng.weighted([[0, 45], [1, 40], [2, 15]] as const); i > 0; i--) holders.push(await newPerson());
    const draft = factory.make(nextId(), holders[0]!);
    const staff = holders.length > 1 ? [holders[0]!, holders[1]!] : [holders[0]!, await anyPerson()];
    await addCompany(draft, riskTier(), staff);
    const corporate = companyIds.length > 100 && rng.chance(0.05) ? rng.pick(companyIds.slice(0, -1)) : null;
    let left = 1;
    for (const [i, holder] of holders.entries()) {
      const share = i === holders.length - 1 && !corporate ? left : Math.round(left * rng.int(40, 80)) / 100;
      left = Math.round((left - share) * 10000) / 10000;
      await holding(draft.row.entId, 'P', holder.id, share, draft.row.regCapital, draft.row.estDate);
    }
    if (corporate && left > 0) await holding(draft.row.entId, 'C', corporate, left, draft.row.regCapital, draft.row.estDate);
  };

  /** An association, institute, school or foundation: a legal representative, a council, no shareholders. */
  const addOrganisation = async () => {
    const council = [await anyPerson(), await newPerson(), await newPerson()];
    const draft = factory.make(nextId(), council[0]!, { form: rng.pick(ORGANISATION_FORMS).form, capital: rng.pick([30_000, 100_000, 2_000_000, 5_000_000]) });
    draft.row.status = rng.chance(0.9) ? '存续' : '注销';
    await addCompany(draft, 'normal', council);
  };

  const inGroups = Math.floor(options.companies * (options.groupShare ?? 0.3));
  while (companySerial < inGroups) {
    const size = Math.min(inGroups - companySerial, Math.max(3, rng.powerLaw(3, 1.3)), 3000);
    if (size < 3) break;
    await addGroup(size);
  }
  while (companySerial < options.companies) await (rng.chance(0.01) ? addOrganisation() : addSme());

  const summary = Object.fromEntries(Object.entries(out).map(([k, w]) => [k, w.count])) as GenerateSummary;
  await Promise.all(Object.values(out).map((w) => w.close()));
  return summary;
}
