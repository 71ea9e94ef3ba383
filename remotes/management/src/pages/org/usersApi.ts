import type {
  AssignObjectsAnswer,
  CurrentUser,
  DirectoryUser,
  OrgEmployee,
  OrgInfo,
  PermissionNode,
} from '@esee/contracts';
import { http } from '@esee/http';
import type { Page } from './api';

/** The member lookups (`/esee/user/*`) the personal centre makes, and 角色对象's call. */

export interface DirectoryQuery {
  keyword?: string;
  unitId?: number;
  includeChildren?: boolean;
  roleType?: 'NORMAL' | 'INST_MGR';
  pageNum: number;
  pageSize?: number;
}

export const usersApi = {
  /** The signed-in member's own record (个人信息). */
  me: () => http.get<CurrentUser>('/framework/api/user'),
  orgInfo: () => http.get<OrgInfo>('/esee/user/getOrgInfo'),
  search: (q: DirectoryQuery) => http.post<Page<DirectoryUser>>('/esee/user/searchUser', { pageSize: 10, ...q }),
  myRights: () => http.get<{ roleId: number; roleType: string; tree: PermissionNode[] }>('/esee/user/myRights'),
  /** One page of a role's members. */
  roleMembers: (roleId: number, pageNum: number) =>
    http.post<Page<OrgEmployee>>('/esee/manager/role/userList', { roleId, pageNum, pageSize: 10 }),
  assignObjects: (roleId: number, objects: { unitIds: number[]; teamIds: number[]; userIds: number[] }) =>
    http.post<AssignObjectsAnswer>('/esee/manager/role/assignObjects', { roleId, ...objects }),
};
