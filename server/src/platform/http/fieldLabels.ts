/**
 * The Chinese label of a request field, for validation messages (issue 36: a message never shows a field's name).
 * A schema's own `title` wins over this list; a field in neither is answered with the generic 请求参数有误.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  entName: '企业名称',
  companyName: '企业名称',
  orgName: '企业名称',
  entId: '企业',
  creditCode: '统一社会信用代码',
  keyword: '关键词',
  keyWord: '关键词',
  name: '名称',
  personName: '姓名',
  title: '标题',
  content: '内容',
  remark: '备注',
  reason: '原因',
  type: '类型',
  status: '状态',
  pageno: '页码',
  pageNo: '页码',
  pageSize: '每页条数',
  range: '每页条数',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  startDate: '开始日期',
  endDate: '结束日期',
  instCode: '机构代码',
  authName: '用户名',
  userName: '用户名',
  username: '用户名',
  authType: '加密方式',
  pwd: '密码',
  password: '密码',
  phone: '电话',
  mobile: '手机号',
  email: '邮箱',
  groupName: '分组名称',
  projectName: '项目名称',
  deptName: '部门名称',
  roleName: '角色名称',
  accountNo: '账号',
  province: '省份',
  city: '城市',
  district: '区县',
  industry: '行业',
  pointId: '埋点编号',
  fileName: '文件名',
};

/** The label of the field at a dotted or slashed path (`rows.0.name` is `name`'s), or undefined. */
export function fieldLabel(path: string): string | undefined {
  const name = path
    .split(/[./]/)
    .filter((step) => step && !/^\d+$/.test(step))
    .pop();
  return name ? FIELD_LABELS[name] : undefined;
}
