import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  SCS_GROUP_RULE_PERMISSION,
  SCS_LABEL_RULE_PERMISSION,
  ScsDryRunSchema,
  ScsGroupRuleListSchema,
  ScsGroupRuleSaveSchema,
  ScsGroupRuleSchema,
  ScsLabelPreviewSchema,
  ScsLabelRuleListSchema,
  ScsLabelRuleSaveSchema,
  ScsLabelRuleSchema,
  ScsRuleIdSchema,
  ScsRuleSubmitSchema,
  ScsSubmitResultSchema,
  type ScsGroupRuleSave,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { ok } from '../../../platform/http/errors';
import { registerChangeKind, reviewUser, submitChange } from '../shared/review/changes';
import { provideScsTags } from '../shared/scsRules';
import {
  deleteGroupRule,
  dryRunGroupRule,
  GROUP_RULE_KIND,
  groupRulePublishKind,
  listGroupRules,
  publishPayloadOf,
  saveGroupRule,
} from './groupRules';
import {
  deleteLabelRule,
  LABEL_RULE_KIND,
  labelPublishPayloadOf,
  labelRulePublishKind,
  listLabelRules,
  previewLabelRule,
  saveLabelRule,
  tagsOf,
} from './labelRules';

const group = { right: SCS_GROUP_RULE_PERMISSION };
const label = { right: SCS_LABEL_RULE_PERMISSION };
const Done = EnvelopeSchema(Type.Null());

/**
 * SCS 规则配置: 同一客户分组规则 (versions per criterion, draft editing, dry run against the latest run,
 * submission for review) and 标签规则 (condition builder drafts, preview, submission). Publishing happens
 * when a checker approves the change in 数据复核. Everything is the caller's institution's.
 */
export const scsRulesModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['scsRules'];
  registerChangeKind(groupRulePublishKind);
  registerChangeKind(labelRulePublishKind);
  provideScsTags(db, tagsOf);

  app.get(
    '/esee/scs/rules/group/list',
    {
      config: group,
      schema: {
        tags,
        summary: '同一客户分组规则：各规则的全部版本（生效、草稿、待复核、已失效）',
        response: { 200: EnvelopeSchema(ScsGroupRuleListSchema) },
      },
    },
    async (request) => ok({ items: await listGroupRules(db, requireUser(request).instId, app.clock()) }),
  );

  app.post(
    '/esee/scs/rules/group/save',
    {
      config: group,
      schema: {
        tags,
        summary: '保存分组规则草稿（新建版本或修改草稿）',
        body: ScsGroupRuleSaveSchema,
        response: { 200: EnvelopeSchema(ScsGroupRuleSchema) },
      },
    },
    async (request) => ok(await saveGroupRule(db, requireUser(request), request.body as ScsGroupRuleSave, app.clock())),
  );

  app.post(
    '/esee/scs/rules/group/delete',
    { config: group, schema: { tags, summary: '删除分组规则草稿', body: ScsRuleIdSchema, response: { 200: Done } } },
    async (request) => {
      await deleteGroupRule(db, requireUser(request).instId, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/esee/scs/rules/group/dryRun',
    {
      config: group,
      schema: {
        tags,
        summary: '试运行：以草稿替换生效规则识别（不保存识别结果），与最近一次识别比较',
        body: ScsRuleIdSchema,
        response: { 200: EnvelopeSchema(ScsDryRunSchema) },
      },
    },
    async (request) => ok(await dryRunGroupRule(db, requireUser(request).instId, request.body.id, app.clock())),
  );

  app.post(
    '/esee/scs/rules/group/submit',
    {
      config: group,
      schema: {
        tags,
        summary: '提交分组规则草稿复核（须已试运行当前内容）',
        body: ScsRuleSubmitSchema,
        response: { 200: EnvelopeSchema(ScsSubmitResultSchema) },
      },
    },
    async (request) => {
      const user = await reviewUser(request);
      const payload = await publishPayloadOf(db, user.instId, request.body.id);
      return ok(await submitChange(db, user, { kind: GROUP_RULE_KIND, payload, reason: request.body.reason }));
    },
  );

  app.get(
    '/esee/scs/rules/label/list',
    {
      config: label,
      schema: {
        tags,
        summary: '标签规则：全部版本',
        response: { 200: EnvelopeSchema(ScsLabelRuleListSchema) },
      },
    },
    async (request) => ok({ items: await listLabelRules(db, requireUser(request).instId) }),
  );

  app.post(
    '/esee/scs/rules/label/save',
    {
      config: label,
      schema: {
        tags,
        summary: '保存标签规则草稿（新标签、新版本或修改草稿）',
        body: ScsLabelRuleSaveSchema,
        response: { 200: EnvelopeSchema(ScsLabelRuleSchema) },
      },
    },
    async (request) => ok(await saveLabelRule(db, requireUser(request), request.body, app.clock())),
  );

  app.post(
    '/esee/scs/rules/label/delete',
    { config: label, schema: { tags, summary: '删除标签规则草稿', body: ScsRuleIdSchema, response: { 200: Done } } },
    async (request) => {
      await deleteLabelRule(db, requireUser(request).instId, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/esee/scs/rules/label/preview',
    {
      config: label,
      schema: {
        tags,
        summary: '预览标签规则命中的客户',
        body: ScsRuleIdSchema,
        response: { 200: EnvelopeSchema(ScsLabelPreviewSchema) },
      },
    },
    async (request) => ok(await previewLabelRule(db, requireUser(request).instId, request.body.id, app.clock())),
  );

  app.post(
    '/esee/scs/rules/label/submit',
    {
      config: label,
      schema: {
        tags,
        summary: '提交标签规则草稿复核（须已预览当前内容）',
        body: ScsRuleSubmitSchema,
        response: { 200: EnvelopeSchema(ScsSubmitResultSchema) },
      },
    },
    async (request) => {
      const user = await reviewUser(request);
      const payload = await labelPublishPayloadOf(db, user.instId, request.body.id);
      return ok(await submitChange(db, user, { kind: LABEL_RULE_KIND, payload, reason: request.body.reason }));
    },
  );
};
