import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  ErrorMessage,
  RowIdSchema,
  ScsAttachmentSchema,
  ScsChangeDetailSchema,
  ScsChangeListQuerySchema,
  ScsChangeListSchema,
  ScsChangeStatus,
  ScsDecideBodySchema,
  ScsReviewMessage,
  ScsSubmitBodySchema,
  ScsSubmitResultSchema,
  SCS_ATTACHMENT_MAX_BYTES,
  SCS_MAINTENANCE_PERMISSION,
  SCS_REVIEW_PERMISSION,
  SCS_SAME_CUSTOMER_PERMISSION,
  type ScsChange,
  changeFields,
  chinaMinute,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { acceptedAttachment } from '../../../platform/files/acceptedAttachment';
import { sendDownload } from '../../../platform/files/download';
import { readOneFile } from '../../../platform/files/fileUpload';
import { forbidden, notFound, ok } from '../../../platform/http/errors';
import { changeKind, decideChange, reviewUser, submitChange, type ReviewUser } from '../shared/review/changes';
import { countOf } from '../shared/listing';

/** Rights that make changes (and so may attach files): data maintenance, group actions, rule publishing. */
const MAKER_RIGHTS = [
  SCS_MAINTENANCE_PERMISSION,
  SCS_SAME_CUSTOMER_PERMISSION,
  'app:scs:rule:group',
  'app:scs:rule:label',
];

/** The session user as the review core sees them (kept here too for the modules that imported it). */
export { reviewUser };

type ChangeRow = {
  id: number;
  kind: string;
  summary: string;
  target: string | null;
  reason: string;
  status: string;
  maker_id: number | null;
  maker_role_id: number | null;
  maker_name: string | null;
  created_at: Date;
  checker_name: string | null;
  decided_at: Date | null;
  comment: string | null;
};

/** Changes as the review page shows them, with their attachments and whether the caller may decide. */
async function presentChanges(db: Db, rows: ChangeRow[], user: ReviewUser): Promise<ScsChange[]> {
  const files = rows.length
    ? await db
        .selectFrom('scs_attachment')
        .select(['id', 'change_id', 'file_name', 'size', 'mime'])
        .where(
          'change_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: changeKind(r.kind)?.title ?? r.kind,
    summary: r.summary,
    target: r.target,
    reason: r.reason,
    status: r.status,
    makerId: r.maker_id,
    makerName: r.maker_name,
    createdAt: chinaMinute(new Date(r.created_at)),
    checkerName: r.checker_name,
    decidedAt: r.decided_at ? chinaMinute(new Date(r.decided_at)) : null,
    comment: r.comment,
    attachments: files
      .filter((f) => f.change_id === r.id)
      .map((f) => ({ id: f.id, fileName: f.file_name, size: f.size, mime: f.mime })),
    cannotDecide:
      r.status !== 'PENDING'
        ? ScsReviewMessage.ALREADY_DECIDED
        : r.maker_id === user.id
          ? ScsReviewMessage.OWN_CHANGE
          : r.maker_role_id === user.roleId
            ? ScsReviewMessage.SAME_ROLE
            : null,
  }));
}

function changeQuery(db: Db, instId: number) {
  return db
    .selectFrom('scs_change as c')
    .leftJoin('app_user as m', 'm.id', 'c.maker_id')
    .leftJoin('app_user as k', 'k.id', 'c.checker_id')
    .where('c.inst_id', '=', instId);
}
const CHANGE_COLUMNS = [
  'c.id',
  'c.kind',
  'c.summary',
  'c.target',
  'c.reason',
  'c.status',
  'c.maker_id',
  'c.maker_role_id',
  'm.display_name as maker_name',
  'c.created_at',
  'k.display_name as checker_name',
  'c.decided_at',
  'c.comment',
] as const;

/**
 * SCS 数据复核 (maker-checker): submit a change of any registered kind (its own maker right is checked),
 * the queue and history of the institution's changes, one change with before/after, approve or reject,
 * attachments (upload by makers, download by the institution's users with the review or maintenance
 * right). Another institution's change or attachment is as good as none.
 */
export const scsReviewModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['scsReview'];
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SCS_ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 100_000 },
  });

  app.post(
    '/esee/scs/review/submit',
    {
      config: { right: 'app:scs' },
      schema: {
        tags,
        summary: '提交变更（待复核）：kind、payload、理由、附件；按变更类型校验提交人的权限',
        body: ScsSubmitBodySchema,
        response: { 200: EnvelopeSchema(ScsSubmitResultSchema) },
      },
    },
    async (request) => ok(await submitChange(db, await reviewUser(request), request.body)),
  );

  app.post(
    '/esee/scs/review/decide',
    {
      config: { right: SCS_REVIEW_PERMISSION },
      schema: {
        tags,
        summary: '复核变更：通过（应用变更）或驳回（须填写意见）；不能复核本人或同角色用户的变更',
        body: ScsDecideBodySchema,
        response: { 200: EnvelopeSchema(Type.Object({ status: Type.String() })) },
      },
    },
    async (request) => ok(await decideChange(db, await reviewUser(request), request.body, app.clock())),
  );

  app.get(
    '/esee/scs/review/changes',
    {
      config: { right: SCS_REVIEW_PERMISSION },
      schema: {
        tags,
        summary: '变更列表：待复核队列与已通过/已驳回历史',
        querystring: ScsChangeListQuerySchema,
        response: { 200: EnvelopeSchema(ScsChangeListSchema) },
      },
    },
    async (request) => {
      const user = await reviewUser(request);
      const { status = 'PENDING', kind, pageNum = 1, pageSize = 10 } = request.query;
      let q = changeQuery(db, user.instId).where('c.status', '=', status);
      if (kind) q = q.where('c.kind', '=', kind);
      const [count, rows] = await Promise.all([
        countOf(q),
        q
          .select([...CHANGE_COLUMNS])
          .orderBy(status === 'PENDING' ? 'c.id' : 'c.decided_at', status === 'PENDING' ? 'asc' : 'desc')
          .orderBy('c.id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
      ]);
      return ok({ total: count.n, list: await presentChanges(db, rows, user) });
    },
  );

  app.get(
    '/esee/scs/review/change',
    {
      config: { right: SCS_REVIEW_PERMISSION },
      schema: {
        tags,
        summary: '变更详情：变更前后对照、理由、附件、复核人与时间',
        querystring: Type.Object({ changeId: RowIdSchema }, { additionalProperties: false }),
        response: { 200: EnvelopeSchema(ScsChangeDetailSchema) },
      },
    },
    async (request) => {
      const user = await reviewUser(request);
      const row = await changeQuery(db, user.instId)
        .select([...CHANGE_COLUMNS, 'c.payload', 'c.before', 'c.proposed', 'c.after'])
        .where('c.id', '=', request.query.changeId)
        .executeTakeFirst();
      if (!row) throw notFound(ScsReviewMessage.NO_CHANGE);
      const [change] = await presentChanges(db, [row], user);
      // The after side: what was applied; while waiting (or rejected), what approval would make of it.
      const after = row.status === ScsChangeStatus.APPROVED ? row.after : (row.proposed ?? row.payload);
      return ok({
        ...change!,
        payload: row.payload,
        before: row.before,
        proposed: row.proposed,
        after: row.after,
        fields: changeFields(row.before, after),
      });
    },
  );

  app.post(
    '/esee/scs/review/attachment',
    {
      config: { right: 'app:scs' },
      schema: {
        tags,
        summary: '上传变更附件（multipart：file；≤ 5 MB，pdf/jpg/png/xlsx/docx，按内容校验）',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(ScsAttachmentSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      if (!MAKER_RIGHTS.some((r) => access.can(r))) throw forbidden();
      const file = await readOneFile(request, SCS_ATTACHMENT_MAX_BYTES, {
        TOO_LARGE: ScsReviewMessage.FILE_TOO_LARGE,
        NO_FILE: `${ErrorMessage.BAD_REQUEST}：缺少文件`,
        CORRUPT: `${ErrorMessage.BAD_REQUEST}：文件读取失败`,
      });
      const { fileName, mime, bytes, size } = acceptedAttachment(file, {
        maxBytes: SCS_ATTACHMENT_MAX_BYTES,
        messages: { TOO_LARGE: ScsReviewMessage.FILE_TOO_LARGE, FILE_TYPE: ScsReviewMessage.FILE_TYPE },
      });
      const row = await db
        .insertInto('scs_attachment')
        .values({
          inst_id: user.instId,
          file_name: fileName,
          mime,
          size,
          content: bytes,
          uploaded_by: user.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id, fileName, size, mime });
    },
  );

  app.get(
    '/esee/scs/review/attachment/download',
    {
      config: { right: 'app:scs' },
      schema: {
        tags,
        summary: '下载变更附件（复核或数据维护权限）',
        querystring: Type.Object({ attachmentId: RowIdSchema }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const access = await request.access();
      if (!access.can(SCS_REVIEW_PERMISSION) && !access.can(SCS_MAINTENANCE_PERMISSION)) throw forbidden();
      const file = await db
        .selectFrom('scs_attachment')
        .select(['file_name', 'mime', 'content'])
        .where('id', '=', request.query.attachmentId)
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!file) throw notFound(ScsReviewMessage.NO_ATTACHMENT);
      return sendDownload(reply, file.file_name, Buffer.from(file.content), file.mime);
    },
  );
};
