import { useState } from 'react';
import { useLoad } from '@esee/react';
import { PAGE_SIZE } from '@esee/ui';
import { orgApi, type MemberQuery, type MemberValues } from './api';

/** The departments, roles and the pages of members the member pages share. */
export function useMembers(query: Omit<MemberQuery, 'page_num' | 'page_size'>) {
  const units = useLoad(orgApi.units, []);
  const roles = useLoad(orgApi.roles, []);
  // Bumped by each change to the members: their list loads again from its first page.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  return {
    units: units.status === 'ok' ? units.data : [],
    roles: roles.status === 'ok' ? roles.data : [],
    reloadUnits: units.reload,
    /** One page of the members the query finds. */
    load: (page: number) => orgApi.members({ ...query, page_num: page, page_size: PAGE_SIZE }),
    /** A new query or a change: the list starts again at page 1. */
    reloadKey: `${JSON.stringify(query)}|${version}`,
    reload,
    add: async (values: MemberValues) => {
      await orgApi.addMember(values);
      reload();
      units.reload();
    },
  };
}

export type Members = ReturnType<typeof useMembers>;
