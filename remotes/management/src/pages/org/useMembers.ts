import { useState } from 'react';
import { useLoad } from '@esee/react';
import { orgApi, type MemberQuery, type MemberValues } from './api';

/** The departments, roles and one page of members the member pages share. */
export function useMembers(query: Omit<MemberQuery, 'page_num' | 'page_size'>) {
  const [pageNum, setPageNum] = useState(1);
  const units = useLoad(orgApi.units, []);
  const roles = useLoad(orgApi.roles, []);
  const key = JSON.stringify(query);
  const members = useLoad(() => orgApi.members({ ...query, page_num: pageNum, page_size: 10 }), [key, pageNum]);
  return {
    units: units.status === 'ok' ? units.data : [],
    roles: roles.status === 'ok' ? roles.data : [],
    reloadUnits: units.reload,
    members,
    pageNum,
    setPageNum,
    add: async (values: MemberValues) => {
      await orgApi.addMember(values);
      members.reload();
      units.reload();
    },
  };
}

export type Members = ReturnType<typeof useMembers>;
