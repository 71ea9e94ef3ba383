import type { FastifyError } from 'fastify';
import { ErrorMessage } from '@esee/contracts';
import { fieldLabel } from './fieldLabels';

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  integer: '整数',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  null: '空值',
};

type SchemaNode = { title?: unknown; properties?: Record<string, { title?: unknown }> } | undefined;

/** A Chinese label: the schema's title when it is Chinese, else the field list's; undefined when neither knows. */
function labelOf(path: string, schema: { title?: unknown } | undefined): string | undefined {
  if (typeof schema?.title === 'string' && /\p{Script=Han}/u.test(schema.title)) return schema.title;
  return fieldLabel(path);
}

/**
 * A Chinese sentence for the first schema violation, naming the field by its Chinese label (`企业名称不能超过 100 个字符`),
 * never by its name; 请求参数有误 when no label is known (issue 36). The validators run verbose, so an error carries
 * the schema it broke (`parentSchema`) and a field's `title` labels it.
 */
export function validationMessage(error: Pick<FastifyError, 'validation' | 'validationContext'>): string {
  const first = error.validation?.[0] as
    (NonNullable<FastifyError['validation']>[number] & { parentSchema?: SchemaNode }) | undefined;
  if (!first) return ErrorMessage.BAD_REQUEST;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') {
    const missing = String(params.missingProperty);
    const label = labelOf(missing, first.parentSchema?.properties?.[missing]);
    return label ? `请填写${label}` : ErrorMessage.BAD_REQUEST;
  }
  const label = labelOf(first.instancePath, first.parentSchema);
  if (!label) return ErrorMessage.BAD_REQUEST;
  switch (first.keyword) {
    case 'type':
      return `${label}应为${String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
    case 'minLength':
      return params.limit === 1 ? `${label}不能为空` : `${label}至少 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `${label}不能超过 ${String(params.limit)} 个字符`;
    case 'minItems':
      return `${label}至少 ${String(params.limit)} 项`;
    case 'maxItems':
      return `${label}最多 ${String(params.limit)} 项`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${label}超出允许范围`;
    case 'format':
    case 'pattern':
      return `${label}格式不正确`;
    default:
      return `${label}的值不合法`;
  }
}
