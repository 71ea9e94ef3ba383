import { Type, type Static } from '@sinclair/typebox';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from './publicsen';
import { DaySchema, RowIdSchema } from './request';
import { PageNumFields } from './paging';

/** IBA 舆情信息 (spec 1 §2 `/investment/allInfo/publicsenInformation`): news of a deal's companies by sentiment. */

/** The menu entry's permission key, checked by the server on every call. */
export const IBA_NEWS_PERMISSION = 'app:iba:due:publicsen';

const Sentiment = Type.Union(NEWS_SENTIMENTS.map((s) => Type.Literal(s)));
const Category = Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)));

/** The deal: one of the institution's projects (`projectId`), or one company (`entId`); exactly one. */
const Scope = {
  projectId: Type.Optional(RowIdSchema),
  entId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  dateFrom: Type.Optional(DaySchema),
  dateTo: Type.Optional(DaySchema),
  category: Type.Optional(Category),
};

/** `POST /esee/iba/publicsen/list`: the deal's news, reprints folded (answer: `PublicsenListSchema`). */
export const IbaNewsListQuerySchema = Type.Object(
  {
    ...Scope,
    sentiment: Type.Optional(Sentiment),
    ...PageNumFields,
  },
  { additionalProperties: false },
);
export type IbaNewsListQuery = Static<typeof IbaNewsListQuerySchema>;

/** `POST /esee/iba/publicsen/summary` and `/trend`: the same scope, all sentiments. */
export const IbaNewsScopeQuerySchema = Type.Object(Scope, { additionalProperties: false });
export type IbaNewsScopeQuery = Static<typeof IbaNewsScopeQuerySchema>;

export const IbaNewsCompanySummarySchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  /** Stories (reprints folded) by sentiment; `total` includes those without one. */
  positive: Type.Integer(),
  neutral: Type.Integer(),
  negative: Type.Integer(),
  total: Type.Integer(),
  latest: Type.Union([Type.String(), Type.Null()]),
});
export type IbaNewsCompanySummary = Static<typeof IbaNewsCompanySummarySchema>;

export const IbaNewsSummarySchema = Type.Object({
  /** The project's name, or the company's. */
  scopeName: Type.String(),
  /** Every company of the deal, the most negative first (companies without news too). */
  companies: Type.Array(IbaNewsCompanySummarySchema),
});
export type IbaNewsSummary = Static<typeof IbaNewsSummarySchema>;
