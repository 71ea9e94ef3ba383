import { sql, type RawBuilder } from 'kysely';
import { CAPITAL_BANDS, ROUND_FILTERS, type AgeBand, type Conditions, type ConditionSort } from '@esee/contracts';
import { CAPITAL_BAND_SQL } from '../../platform/db/migrations/0077_index_condition_bands';
import { startingWith } from '../../platform/db/paging';
import { COMPANY_TYPE_PATTERNS, foundingRange, regionRange, WON_BID_TYPES, yearsBefore } from './query';

const hasRecord = (kinds: readonly string[]) =>
  sql<boolean>`exists (select 1 from record r where r.company_id = c.ent_id and r.kind in (${sql.join(kinds)}))`;

const VALID_TAG = 'strict $.keyvalue() ? (@.key == $tags[*]).value[*] ? (@[0] <= $today && @[1] >= $today)';

/**
 * Whether company `c` holds one of `tags` valid on `today`, from its row (`tech_tag_spans`, migration 0083, kept by
 * the loader with `company_tech_tag`): the names first, then their validity; false where it has none.
 */
export const holdsTechTag = (tags: readonly string[], today: string) =>
  sql<boolean>`coalesce(c.tech_tag_spans ?| ${tags}::text[]
    and jsonb_path_exists(c.tech_tag_spans, ${VALID_TAG}::jsonpath, ${JSON.stringify({ tags, today })}::jsonb), false)`;

const either = (tests: RawBuilder<unknown>[]) => sql<boolean>`(${sql.join(tests, sql` or `)})`;

/**
 * Founding days in age bands: their hull as one range (which the index walks), and the bands themselves when they
 * leave a gap in it (1-3 and 5-10 years, not 3-5).
 */
function foundingTests(bands: readonly AgeBand[], today: string): RawBuilder<unknown>[] {
  const ranges = bands.map((band) => foundingRange(band, today));
  // Oldest first: an open start first, an open end last.
  const sorted = [...ranges].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  const from = sorted[0]!.from;
  const to = sorted.some((r) => r.to === null)
    ? null
    : sorted
        .map((r) => r.to!)
        .sort()
        .at(-1)!;
  const tests = [sql`c.est_date is not null`];
  if (from !== null) tests.push(sql`c.est_date >= ${from}::date`);
  if (to !== null) tests.push(sql`c.est_date < ${to}::date`);
  const gap = sorted.some((r, i) => i > 0 && sorted[i - 1]!.to !== null && sorted[i - 1]!.to! < r.from!);
  if (gap)
    tests.push(
      either(
        sorted.map((r) => {
          const lower = r.from === null ? sql`true` : sql`c.est_date >= ${r.from}::date`;
          const upper = r.to === null ? sql`true` : sql`c.est_date < ${r.to}::date`;
          return sql`(${lower} and ${upper})`;
        }),
      ),
    );
  return tests;
}

/**
 * 条件找客's conditions as the tests of a `where` over `company c`: the rules the prospect index applies in memory
 * (`ProspectIndex.match`), written for the database (`SEARCH_INDEXES=database`). Each is sargable where the
 * filter is: code and date ranges, capital bands and the partial indexes of migration 0067; record facts are
 * semi-joins the planner runs either way round.
 */
export function conditionTests(c: Conditions, today: string, instId: number): RawBuilder<unknown>[] {
  const tests: RawBuilder<unknown>[] = [];
  // Provinces, capital bands and founding days as migration 0077's index reads them: a province's search then
  // reads the entries of its bands and years only, not every entry of the province.
  if (c.regionCodes?.length) {
    tests.push(
      sql`left(c.region_code, 2) = any(${[...new Set(c.regionCodes.map((code) => code.slice(0, 2)))]}::text[])`,
    );
    if (c.regionCodes.some((code) => code.length > 2))
      tests.push(
        either(
          c.regionCodes.map((code) => {
            const r = regionRange(code);
            return r.from === r.to
              ? sql`c.region_code = ${r.from}`
              : sql`(c.region_code >= ${r.from} and c.region_code < ${r.to})`;
          }),
        ),
      );
  }
  if (c.capitalBands?.length)
    tests.push(
      sql`${sql.raw(CAPITAL_BAND_SQL)} = any(${c.capitalBands.map((band) => CAPITAL_BANDS.findIndex((b) => b.key === band))}::int[])`,
    );
  if (c.ageBands?.length) tests.push(...foundingTests(c.ageBands, today));
  if (c.industryCodes?.length) {
    const sections = c.industryCodes.filter((x) => x.length === 1);
    const prefixes = c.industryCodes.filter((x) => x.length > 1);
    tests.push(
      either([
        ...(sections.length ? [sql`c.industry_section in (${sql.join(sections)})`] : []),
        ...prefixes.map((p) => sql`c.industry_code like ${startingWith(p)}`),
      ]),
    );
  }
  if (c.techTags?.length)
    // From the index of the tagged companies alone (migration 0083: `<> '{}'` is its predicate).
    tests.push(sql`c.tech_tag_spans <> '{}'`, holdsTechTag(c.techTags, today));
  if (c.companyTypes?.length)
    tests.push(either(c.companyTypes.flatMap((t) => COMPANY_TYPE_PATTERNS[t].map((p) => sql`c.org_type like ${p}`))));
  if (c.listed !== undefined) tests.push(sql`c.listed = ${c.listed}`);
  if (c.hasPhone !== undefined) tests.push(c.hasPhone ? sql`c.phone is not null` : sql`c.phone is null`);
  if (c.hasEmail !== undefined) tests.push(c.hasEmail ? sql`c.email is not null` : sql`c.email is null`);
  for (const [value, kind] of [
    [c.hasPatent, 'patent'],
    [c.hasTrademark, 'trademark'],
    [c.hasSoftwareCopyright, 'softwareCopyright'],
  ] as const)
    if (value !== undefined) tests.push(value ? hasRecord([kind]) : sql`not ${hasRecord([kind])}`);
  if (c.wonBid !== undefined) {
    // Won in the last 12 months: a bid dated after today a year ago and not after today.
    const won = sql`exists (
      select 1 from record r where r.company_id = c.ent_id and r.kind = 'bidding'
        and r.payload->>'type' in (${sql.join(WON_BID_TYPES)})
        and r.record_date > ${yearsBefore(today, 1)}::date and r.record_date <= ${today}::date
    )`;
    tests.push(c.wonBid ? won : sql`not ${won}`);
  }
  if (c.financingRounds?.length) {
    const rounds = [...new Set(c.financingRounds.flatMap((key) => ROUND_FILTERS[key] ?? []))];
    tests.push(
      rounds.length
        ? sql`exists (
            select 1 from record r where r.company_id = c.ent_id and r.kind = 'financing'
              and r.payload->>'round' in (${sql.join(rounds)})
          )`
        : sql`false`,
    );
  }
  const status = c.status ?? 'active';
  if (status !== 'all') tests.push(status === 'active' ? sql`c.active` : sql`not c.active`);
  if (c.excludeRisks?.length) tests.push(sql`not ${hasRecord(c.excludeRisks)}`);
  if (c.excludeCustomers)
    tests.push(sql`not exists (
      select 1 from institution_customer ic where ic.inst_id = ${instId} and ic.ent_id = c.ent_id
    )`);
  const keyword = c.keyword?.trim().toLowerCase();
  // Its characters through the name's GIN index (migration 0067), then the keyword itself.
  if (keyword)
    tests.push(sql`(string_to_array(lower(c.name), null) @> string_to_array(${keyword}::text, null)
      and strpos(lower(c.name), ${keyword}) > 0)`);
  return tests;
}

/** The `order by` of a sort, as the index's `page` orders: nulls last, ties by id. */
export function conditionOrder(sort: ConditionSort | undefined): RawBuilder<unknown> {
  switch (sort) {
    case 'capitalDesc':
      return sql`c.reg_capital desc nulls last, c.ent_id`;
    case 'capitalAsc':
      return sql`c.reg_capital asc nulls last, c.ent_id`;
    case 'estDateAsc':
      return sql`c.est_date asc nulls last, c.ent_id`;
    default:
      return sql`c.est_date desc nulls last, c.ent_id`;
  }
}
