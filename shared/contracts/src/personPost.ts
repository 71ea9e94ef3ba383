import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { literals } from './filterParts';
import { NullableYuan } from './money';
import type { PostRole } from './postRoles';

/**
 * IBA 人员投资任职 (spec 1 §2 `/investment/allInfo/personPost` with `list` and `listCard`; product pages §3.2):
 * a person's posts and holdings across companies. A person is a name plus a company they occur with (or the
 * id such a pick gave), never the name alone.
 */

/** The menu entry's permission key, checked by the server on every call. */
export const PERSON_POST_PERMISSION = 'app:iba:due:personPost';

/**
 * A person's roles in a company. 董事, 监事, 高级管理人员 and 其他职务 are their posts' roles (`postRolesOf`,
 * 公司法 第二百六十五条: a 监事 is never a 高级管理人员). 最终受益: direct and indirect shares reach the
 * institution's threshold.
 */
export const PERSON_POST_ROLES = [
  '法定代表人',
  '股东',
  '董事',
  '监事',
  '高级管理人员',
  '其他职务',
  '最终受益',
] as const satisfies readonly (PostRole | '股东' | '最终受益')[];
export type PersonPostRole = (typeof PERSON_POST_ROLES)[number];
/** The roles a change record can show ending: the legal representative, a holder, a post's role. */
export const PERSON_PAST_ROLES = ['法定代表人', '股东', '董事', '监事', '高级管理人员', '其他职务'] as const;
export type PersonPastRole = (typeof PERSON_PAST_ROLES)[number];

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const PersName = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

/**
 * `GET /esee/iba/personPost/suggest`: the people of a name, each with the companies they occur with; `entName`
 * (part of a company's name) keeps those tied to a matching company.
 */
export const PersonSuggestQuerySchema = Type.Object(
  { persName: PersName, entName: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type PersonSuggestQuery = Static<typeof PersonSuggestQuerySchema>;

export const PersonSuggestionSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  /** Companies matching `entName` first, then the largest, at most five. */
  companies: Type.Array(
    Type.Object({
      entId: Type.String(),
      name: Type.String(),
      /** The person's posts there, in words: 「法定代表人、执行董事、持股60%」. */
      posts: Type.Optional(Type.String()),
    }),
  ),
});
export type PersonSuggestion = Static<typeof PersonSuggestionSchema>;
export const PersonSuggestionsSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(PersonSuggestionSchema),
});
export type PersonSuggestions = Static<typeof PersonSuggestionsSchema>;

/** `GET /esee/iba/personPost/list`: who, by the id a suggestion gave, or by the name with a company of theirs. */
export const PersonPostQuerySchema = Type.Object(
  {
    personId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    persName: Type.Optional(Type.String({ maxLength: 50 })),
    entName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PersonPostQuery = Static<typeof PersonPostQuerySchema>;

/** A company the person is tied to today, with every role they have there. */
export const PersonPostCompanySchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  regStatus: Type.String(),
  establishDate: Nullable(Type.String()),
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  roles: Type.Array(literals(PERSON_POST_ROLES)),
  /** Posts held (董事长、总经理…). */
  posts: Type.Array(Type.String()),
  /** Direct stake, percent (0–100). */
  ratio: Nullable(Type.Number()),
  subscribedAmount: NullableYuan('认缴出资额'),
  /** Direct and indirect share, percent, when it reaches the threshold (最终受益). */
  beneficialShare: Nullable(Type.Number()),
  /** How the share adds up: 60.00% × 50.00% + 10.00% = 40.00%. */
  beneficialCalculation: Nullable(Type.String()),
});
export type PersonPostCompany = Static<typeof PersonPostCompanySchema>;

/** A role that ended (or a stake that changed), read from a company's change records. */
export const PersonPostHistorySchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  regStatus: Type.String(),
  role: literals(PERSON_PAST_ROLES),
  /** 卸任, 退出, 比例变更. */
  change: Type.String(),
  /** 原持股 60.00%，变更后 40.00%; 原任 监事. */
  detail: Type.String(),
  /** YYYY-MM-DD, the day of the change record. */
  date: Type.String(),
  item: Type.String(),
});
export type PersonPostHistory = Static<typeof PersonPostHistorySchema>;

export const PersonPostResultSchema = Type.Object({
  person: Type.Object({
    personId: Type.String(),
    name: Type.String(),
    gender: Nullable(Type.String()),
    birthYear: Nullable(Type.Integer()),
  }),
  /** The 最终受益 threshold, percent, and whether reaching it exactly counts (the institution's parameters). */
  threshold: Type.Number(),
  inclusive: Type.Boolean(),
  /** Companies per role, today. */
  roleCounts: Type.Record(Type.String(), Type.Integer()),
  current: Type.Array(PersonPostCompanySchema),
  /** Newest first. */
  history: Type.Array(PersonPostHistorySchema),
  /** A list stopped at its cap (200 companies). */
  truncated: Type.Boolean(),
});
export type PersonPostResult = Static<typeof PersonPostResultSchema>;
