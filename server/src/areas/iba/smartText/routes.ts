import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  EnvelopeSchema,
  SMART_TEXT_KINDS,
  SMART_TEXT_MAX_BYTES,
  SMART_TEXT_PERMISSION,
  SmartTextCompareRequestSchema,
  SmartTextCompareSchema,
  SmartTextDetailSchema,
  SmartTextDiffRequestSchema,
  SmartTextDiffSchema,
  SmartTextListRequestSchema,
  SmartTextMessage,
  SmartTextPageSchema,
  SmartTextSampleQuerySchema,
  SmartTextTaskIdSchema,
  isSmartTextFileName,
  type SmartTextKind,
} from '@esee/contracts';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload } from '../../../platform/files/download';
import { badRequest, ok } from '../../../platform/http/errors';
import { readOneFile } from '../../../platform/files/fileUpload';
import { readUploaded } from './read/task';
import { sampleFile } from './sample';
import { compareTasks, createTask, deleteTask, diffTasks, listTasks, taskDetail } from './tasks';
import { ibaSchema } from '../shared/http/schema';

/** The multipart upload: one file (at most 20 MB) with `kind` and `version`. */
async function readUpload(request: FastifyRequest) {
  const { fields, ...file } = await readOneFile(request, SMART_TEXT_MAX_BYTES, SmartTextMessage);
  if (!file.bytes.length) throw badRequest(SmartTextMessage.NO_FILE);
  if (!isSmartTextFileName(file.fileName) || file.fileName.length > 200) throw badRequest(SmartTextMessage.WRONG_TYPE);
  const kind = (fields.kind ?? '招股说明书') as SmartTextKind;
  if (!SMART_TEXT_KINDS.includes(kind)) throw badRequest(SmartTextMessage.BAD_KIND);
  const version = (fields.version ?? '').trim();
  if (version.length > 20) throw badRequest(SmartTextMessage.BAD_VERSION);
  return { file, kind, version };
}

/**
 * IBA 智能文档审核 (spec 1 §2 `/investment/smartText/...`, product pages §3.8): check an uploaded .docx/.pdf,
 * the user's task history, a task's paragraphs and issues, delete, compare two files' figures, diff two
 * versions, and the sample document. Tasks are the user's own; every call needs the menu entry's key.
 */
export const smartTextModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: SMART_TEXT_PERMISSION };
  const tags = ['iba'];
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SMART_TEXT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 200 },
  });

  app.post(
    '/esee/smartText/check',
    {
      // An upload starts heavy work: it counts against the user's uploads a minute.
      config: { ...config, cost: 'upload' },
      schema: {
        tags,
        summary: '上传并审核文档（multipart：file .docx/.pdf ≤20M、kind 招股说明书/债券募集说明书/审计报告、version）',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(SmartTextDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { file, kind, version } = await readUpload(request);
      // Read in a worker thread, within its time and memory: the request thread never parses the file.
      const read = await readUploaded(file.fileName, file.bytes);
      return ok(
        await createTask(db, user, { fileName: file.fileName, kind, version, format: read.format }, read.paragraphs),
      );
    },
  );

  app.post(
    '/esee/smartText/list',
    {
      config,
      schema: ibaSchema(
        '审核任务记录：文件、类型、版本、时间、问题数、状态（本人的，最新在前）',
        { body: SmartTextListRequestSchema },
        SmartTextPageSchema,
      ),
    },
    async (request) => ok(await listTasks(db, requireUser(request), request.body, pageOf(request.body))),
  );

  app.post(
    '/esee/smartText/detail',
    {
      config,
      schema: ibaSchema(
        '审核结果：文档段落（批注视图）与问题清单（类型、级别、位置、发现与应为、依据）',
        { body: SmartTextTaskIdSchema },
        SmartTextDetailSchema,
      ),
    },
    async (request) => ok(await taskDetail(db, requireUser(request), request.body.taskId)),
  );

  app.post(
    '/esee/smartText/delete',
    {
      config,
      schema: ibaSchema('删除审核任务', { body: SmartTextTaskIdSchema }, Type.Null()),
    },
    async (request) => {
      await deleteTask(db, requireUser(request), request.body.taskId);
      return ok(null);
    },
  );

  app.post(
    '/esee/smartText/compare',
    {
      config,
      schema: ibaSchema(
        '多文件比对：两份文件（如招股书与审计报告）同一指标同一期间的数据是否一致',
        { body: SmartTextCompareRequestSchema },
        SmartTextCompareSchema,
      ),
    },
    async (request) =>
      ok(await compareTasks(db, requireUser(request), request.body.leftTaskId, request.body.rightTaskId)),
  );

  app.post(
    '/esee/smartText/diff',
    {
      config,
      schema: ibaSchema(
        '版本对比：两个版本（如申报稿与上会稿）间新增、删除、修改的段落及修改位置',
        { body: SmartTextDiffRequestSchema },
        SmartTextDiffSchema,
      ),
    },
    async (request) => ok(await diffTasks(db, requireUser(request), request.body.oldTaskId, request.body.newTaskId)),
  );

  app.get(
    '/esee/smartText/sample',
    {
      config,
      schema: {
        tags,
        summary: '下载示例文档：按企业库中一家企业生成的招股说明书等（默认植入各类问题；defects=none 为无问题版本）',
        querystring: SmartTextSampleQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await sampleFile(db, request.query);
      return sendDownload(reply, file.fileName, file.body, file.contentType);
    },
  );
};
