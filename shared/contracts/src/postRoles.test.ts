import { describe, expect, it } from 'vitest';
import { isSeniorManagerPost, postRoleOf, postRolesOf } from './postRoles';

describe('post roles (公司法 第二百六十五条)', () => {
  it('never makes a 监事 a 高级管理人员', () => {
    for (const title of ['监事', '监事会主席', '职工代表监事', '职工监事']) {
      expect(postRolesOf(title)).toEqual(['监事']);
      expect(isSeniorManagerPost(title)).toBe(false);
    }
  });

  it('names the managers, the financial officer and the board secretary 高级管理人员', () => {
    for (const title of ['总经理', '经理', '副总经理', '财务负责人', '董事会秘书', '总裁', '财务总监'])
      expect(postRolesOf(title)).toEqual(['高级管理人员']);
  });

  it('names every kind of director 董事, and a combined title both its roles', () => {
    for (const title of ['董事', '董事长', '副董事长', '执行董事', '独立董事', '职工董事'])
      expect(postRoleOf(title)).toBe('董事');
    expect(postRolesOf('执行董事兼总经理')).toEqual(['董事', '高级管理人员']);
    expect(postRolesOf(['总经理', '执行董事'])).toEqual(['董事', '高级管理人员']);
    expect(postRolesOf(['监事', '董事'])).toEqual(['董事', '监事']);
  });

  it('leaves titles the article does not name as 其他职务', () => {
    expect(postRolesOf(['理事长', '秘书长', '负责人', '执行事务合伙人'])).toEqual(['其他职务']);
    expect(postRolesOf('法定代表人')).toEqual(['法定代表人']);
    expect(postRolesOf('')).toEqual([]);
  });
});
