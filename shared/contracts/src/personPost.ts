import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageNoSchema, PageSizeSchema } from './request';

/**
 * IBA 人员投资任职 (spec 1 §2 `/investment/allInfo/personPost` with `list` and `listCard`; product pages §3.2):
 * a person's posts and holdings across companies. A person is a name plus a company they occur with, never
 * the name alone.
 */

/** The menu entry's permission key, checked by the server on every call. */
export const PERSON_POST_PERMISSION = 'app:iba:due:personPost';

/** A person's roles in a company. */
export const PERSON_POST_ROLES = ['法定代表人', '股东', '高管'] as const;
export type PersonPostRole = (typeof PERSON_POST_ROLES)[number];

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const PersName = Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*$' });

/** `GET /esee/iba/personPost/suggest?persName=`: the people of a name, each with the companies they occur with. */
export const PersonSuggestQuerySchema = Type.Object({ persName: PersName }, { additionalProperties: false });

export const PersonSuggestionSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  /** Their largest companies first, at most five. */
  companies: Type.Array(Type.Object({ entId: Type.String(), name: Type.String() })),
});
export type PersonSuggestion = Static<typeof PersonSuggestionSchema>;
export const PersonSuggestionsSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(PersonSuggestionSchema),
});
export type PersonSuggestions = Static<typeof PersonSuggestionsSchema>;

/**
 * `GET /esee/iba/personPost/list` and `/listCard` (spec 2 §2: persName, entName, isWEIXIANGQING, timeStr):
 * who (a person id, or the name with a company of theirs), a role filter and paging.
 */
export const PersonPostQuerySchema = Type.Object(
  {
    personId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    persName: Type.Optional(Type.String({ maxLength: 50 })),
    entName: Type.Optional(Type.String({ maxLength: 200 })),
    /** `1`: the compact view embedded in a company's detail (微详情); the answer is the same. */
    isWEIXIANGQING: Type.Optional(Type.String({ maxLength: 5 })),
    /** The caller's time stamp (a cache buster); ignored. */
    timeStr: Type.Optional(Type.String({ maxLength: 30 })),
    role: Type.Optional(Type.Union(PERSON_POST_ROLES.map((r) => Type.Literal(r)))),
    pageNo: Type.Optional(PageNoSchema),
    pageSize: Type.Optional(PageSizeSchema),
  },
  { additionalProperties: false },
);
export type PersonPostQuery = Static<typeof PersonPostQuerySchema>;

/** A company of the person: their roles there, stake, posts, the company's status and risk counts. */
export const PersonPostCardSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  regStatus: Type.String(),
  establishDate: Nullable(Type.String()),
  /** 元 */
  regCapital: Nullable(Type.Number()),
  roles: Type.Array(Type.String()),
  /** Posts held (董事长、总经理…), joined. */
  posts: Nullable(Type.String()),
  /** Stake, percent (0–100). */
  ratio: Nullable(Type.Number()),
  /** 元 */
  subscribedAmount: Nullable(Type.Number()),
  /** Risk checklist records (失信, 被执行…) by label, and their total and grade. */
  riskCounts: Type.Record(Type.String(), Type.Integer()),
  riskTotal: Type.Integer(),
  riskGrade: Type.String(),
});
export type PersonPostCard = Static<typeof PersonPostCardSchema>;

export const PersonPostPageSchema = Type.Object({
  person: Type.Object({
    personId: Type.String(),
    name: Type.String(),
    gender: Nullable(Type.String()),
    birthYear: Nullable(Type.Integer()),
  }),
  /** Companies per role, whatever the filter. */
  roleCounts: Type.Record(Type.String(), Type.Integer()),
  total: Type.Integer(),
  list: Type.Array(PersonPostCardSchema),
});
export type PersonPostPage = Static<typeof PersonPostPageSchema>;
