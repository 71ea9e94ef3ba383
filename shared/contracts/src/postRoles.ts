/**
 * The one classification of a post title (职务) into the roles the law names, used wherever a page or an
 * answer says what a person is in a company (人员投资任职, the person pages, 关系挖掘).
 *
 * 《中华人民共和国公司法》（2023年修订）:
 * - 董事: 第六十七条起 (董事会、董事长、副董事长), 第七十五条 (不设董事会的，设一名董事，即执行董事), 第一百三十六条 (独立董事);
 * - 监事: 第七十六条 (监事会、监事会主席、职工代表监事), 第八十三条 (不设监事会的，设一名监事);
 *   第七十六条第四款: 董事、高级管理人员不得兼任监事 — a 监事 is never a 高级管理人员;
 * - 高级管理人员: 第二百六十五条第（一）项: 公司的经理、副经理、财务负责人，上市公司董事会秘书和公司章程规定的
 *   其他人员 (总经理, 总裁, 财务总监 and the like are the 经理 and 财务负责人 under other names).
 * A title can hold several posts (执行董事兼总经理: 董事 and 高级管理人员). Titles the article does not name
 * (理事, 秘书长, 负责人, 执行事务合伙人, 清算组成员…) are 其他职务.
 */
export const POST_ROLES = ['法定代表人', '董事', '监事', '高级管理人员', '其他职务'] as const;
export type PostRole = (typeof POST_ROLES)[number];

/** 董事会秘书 before 董事: the secretary is a 高级管理人员, not a director (第二百六十五条). */
const RULES: readonly [RegExp, PostRole][] = [
  [/法定代表人/, '法定代表人'],
  [/董事会秘书|董秘/, '高级管理人员'],
  [/监事/, '监事'],
  [/董事/, '董事'],
  [/经理|总裁|首席执行官|CEO|财务负责人|财务总监|首席财务官|CFO|总会计师/i, '高级管理人员'],
];

/** One post of a title: its role, or 其他职务. */
function roleOfPost(post: string): PostRole {
  return RULES.find(([pattern]) => pattern.test(post))?.[1] ?? '其他职务';
}

/**
 * The roles a post title names, in the order of `POST_ROLES`: 执行董事兼总经理 → 董事, 高级管理人员;
 * 监事会主席 → 监事; 董事会秘书 → 高级管理人员. Several titles (a person's posts in one company) give the
 * union of their roles. An empty title names none.
 */
export function postRolesOf(titles: string | readonly string[]): PostRole[] {
  const posts = (typeof titles === 'string' ? [titles] : titles)
    .flatMap((t) => t.split(/兼|、|，|,|\/|；|;/))
    .map((p) => p.trim())
    .filter(Boolean);
  const found = new Set(posts.map(roleOfPost));
  return POST_ROLES.filter((r) => found.has(r));
}

/** The first role of a title (`postRolesOf(title)[0]`): 执行董事兼总经理 → 董事; 监事 → 监事. */
export function postRoleOf(title: string): PostRole {
  return postRolesOf(title)[0] ?? '其他职务';
}

/** Whether a title makes its holder a 高级管理人员 (第二百六十五条): 监事 never does. */
export const isSeniorManagerPost = (title: string): boolean => postRolesOf(title).includes('高级管理人员');
