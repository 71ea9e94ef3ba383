import {
  CHANGE_ACTIONS,
  PERMISSION_CATALOGUE,
  type ChangeAction,
  type ChangeDetail,
  type PermissionEntry,
} from '@esee/contracts';

/** Every permission key with its menu title, as the role's tree names it: 企业监控 / 监控报告. */
const TITLES = new Map<string, string>();
const walk = (entries: readonly PermissionEntry[], above: string) => {
  for (const e of entries) {
    const title = above ? `${above} / ${e.title}` : e.title;
    TITLES.set(e.key, title);
    walk(e.children ?? [], title);
  }
};
walk(PERMISSION_CATALOGUE, '');

export const rightTitle = (key: string) => TITLES.get(key) ?? key;

export const actionLabel = (action: string) => CHANGE_ACTIONS[action as ChangeAction]?.label ?? action;

const quoted = (v: string | null | undefined) => `「${v ?? ''}」`;

/** What a line of the trail says changed, in words: 「风险管理部」 → 「授信审批部」, 授予：… */
export function changeText(action: string, d: ChangeDetail): string[] {
  const lines: string[] = [];
  if (d.before !== undefined && d.after !== undefined) lines.push(`${quoted(d.before)} → ${quoted(d.after)}`);
  else if (d.after !== undefined)
    lines.push(
      `${action === 'UNIT_CREATE' ? '上级部门' : action === 'MEMBER_ADD' ? '所在部门' : ''}${quoted(d.after)}`,
    );
  else if (d.before !== undefined) lines.push(`${action === 'UNIT_DELETE' ? '原上级部门' : ''}${quoted(d.before)}`);
  const keys = (label: string, list?: string[]) => {
    if (list?.length) lines.push(`${label}：${list.map(rightTitle).join('、')}`);
  };
  keys('授予', d.granted);
  keys('收回', d.removed);
  keys('设为禁用', d.disabled);
  keys('取消禁用', d.undisabled);
  if (d.names?.length) {
    const more = (d.count ?? d.names.length) > d.names.length ? ` 等${d.count}人` : '';
    lines.push(`成员：${d.names.join('、')}${more}`);
  }
  return lines;
}
