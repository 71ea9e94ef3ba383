import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RECORD_DOCUMENT_URL, RecordDocumentQuerySchema } from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { sendInline } from '../../../platform/files/download';
import { renderPdf } from '../../../platform/files/pdf';
import { recordDocument } from './index';

/**
 * 查看原文 of a record: a 裁判文书's judgment or a 行政处罚's decision as a PDF written from the data (./index.ts),
 * rendered in the worker, shown in the browser (inline). Every signed-in user reads the records on the company
 * detail, so every one may open their documents; rendering is CPU work, limited per user as an export.
 */
export const recordDocumentsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get(
    RECORD_DOCUMENT_URL,
    {
      config: { cost: 'export' },
      schema: {
        tags: ['company'],
        summary: '记录原文：裁判文书、行政处罚决定书（PDF，依据收录的记录生成）',
        querystring: RecordDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const made = { requester: user.displayName, at: app.clock() };
      const { fileName, pdf } = await recordDocument(db, request.query.id, made);
      return sendInline(reply, fileName, await renderPdf(pdf), 'application/pdf');
    },
  );
};
