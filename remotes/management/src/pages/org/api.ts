import type { OrgEmployee, OrgTeam, OrgUnitNode, PermissionNode, RoleNode } from '@esee/contracts';
import { downloadFile, http, sealPassword, Timeouts } from '@esee/http';

/** The organisation and role calls (spec 2 §7) the management pages make. */

export interface Page<T> {
  total: number;
  list: T[];
}
export interface RoleChoice {
  roleId: number;
  roleName: string;
  roleType: string;
  enabled: boolean;
}
export interface PermissionAnswer {
  roleId: number;
  roleType: string;
  readOnly: boolean;
  tree: PermissionNode[];
}
export interface MemberQuery {
  unit_id?: number;
  include_children?: 0 | 1;
  resign_flag?: 0 | 1;
  keyword?: string;
  page_num: number;
  page_size: number;
}
export interface MemberValues {
  name: string;
  username?: string;
  password?: string;
  roleId: number;
  unitId: number;
  mobile?: string | null;
  email?: string | null;
}

export const orgApi = {
  units: () => http.get<OrgUnitNode[]>('/framework/api/org/unit'),
  members: (q: MemberQuery) => http.get<Page<OrgEmployee>>('/framework/api/org/unit/employee', q),
  saveUnit: (name: string, parentUnitId: number | null) =>
    http.post<OrgUnitNode>('/framework/api/org/unit/save', { name, parentUnitId }),
  updateUnit: (id: number, changes: { name?: string; parentUnitId?: number | null }) =>
    http.post('/framework/api/org/unit/update', { id, ...changes }),
  deleteUnit: (id: number) => http.post(`/framework/api/org/unit/delete?id=${id}`),
  addMember: async (v: MemberValues) =>
    http.post<OrgEmployee>('/framework/api/org/unit/employee/add', {
      unitId: v.unitId,
      username: v.username?.trim(),
      name: v.name,
      roleId: v.roleId,
      pwd: await sealPassword(v.password ?? ''),
      mobile: v.mobile || null,
      email: v.email || null,
    }),
  memberTemplate: () => downloadFile('/framework/api/org/unit/employee/template', {}),
  /** All or nothing: a refusal's envelope lists the bad rows (`data.errors`), shown by the dialog itself. */
  importMembers: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return http.post<{ created: number }>('/framework/api/org/unit/employee/import', body, {
      silent: true,
      timeout: Timeouts.LONG,
    });
  },
  updateMember: (userId: number, v: Partial<MemberValues> & { resign_flag?: 0 | 1 }) =>
    http.post<OrgEmployee>('/esee/user/updateUserInfo', {
      userId,
      ...(v.name !== undefined ? { name: v.name } : {}),
      ...(v.roleId !== undefined ? { roleId: v.roleId } : {}),
      ...(v.unitId !== undefined ? { unitId: v.unitId } : {}),
      ...(v.mobile !== undefined ? { mobile: v.mobile || null } : {}),
      ...(v.email !== undefined ? { email: v.email || null } : {}),
      ...(v.resign_flag !== undefined ? { resign_flag: v.resign_flag } : {}),
    }),
  setEnabled: (userId: number, enableFlag: 0 | 1) =>
    http.post<OrgEmployee>('/esee/user/updateAvailable', { userId, enableFlag }),
  resetPassword: async (userId: number, password: string) =>
    http.post('/esee/user/resetPassWord', { userId, pwd: await sealPassword(password) }),
  forceLogout: (userId: number) => http.post<{ ended: number }>('/esee/user/forceLogout', { userId }),
  teams: () => http.get<OrgTeam[]>('/framework/api/org/team'),
  teamMembers: (teamId: number, pageNum: number) =>
    http.get<Page<OrgEmployee>>('/framework/api/org/team/employee', {
      team_id: teamId,
      page_num: pageNum,
      page_size: 10,
    }),
  saveTeam: (name: string) => http.post<OrgTeam>('/framework/api/org/team/save', { name }),
  updateTeam: (id: number, name: string) => http.post<OrgTeam>('/framework/api/org/team/update', { id, name }),
  deleteTeam: (id: number) => http.post(`/framework/api/org/team/del?id=${id}`),
  addTeamMembers: (teamId: number, userIds: number[]) =>
    http.post<{ added: number; existing: number }>('/framework/api/org/team/employee/add', { teamId, userIds }),
  removeTeamMembers: (teamId: number, userIds: number[]) =>
    http.post('/framework/api/org/team/employee/del', { teamId, userIds }),
  /** The org picker's list: up to 10,000 members, resigned ones excluded (spec 2 §9). */
  instEmployees: () => http.get<OrgEmployee[]>('/framework/api/org/employee/inst'),
  roles: () => http.get<RoleChoice[]>('/esee/manager/role/allRole'),
  roleTree: () => http.post<RoleNode[]>('/esee/manager/role/roleList', {}),
  addRole: (roleName: string, parentId: number | null) =>
    http.post<PermissionAnswer>('/esee/manager/role/addRole', { roleName, parentId }),
  renameRole: (roleId: number, roleName: string) => http.post('/esee/manager/role/reNameRole', { roleId, roleName }),
  editRole: (roleId: number, changes: { enabled?: boolean; dataScope?: string }) =>
    http.post<PermissionAnswer>('/esee/manager/role/editRole', { roleId, ...changes }),
  removeRole: (roleId: number) => http.post('/esee/manager/role/removeRole', { roleId }),
  permissions: (roleId: number) => http.get<PermissionAnswer>('/framework/api/right', { role_id: roleId }),
  flip: (roleId: number, key: string, kind: 'granted' | 'disabled', on: boolean) =>
    http.post<PermissionAnswer>('/framework/api/right', { roleId, key, switch: kind, on }),
};
