import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions';
import { notFound } from '../http/errors';

/**
 * The file of a finished job (a list export, a profile report), read for download, and the download
 * written to the audit rows (`export_event`). `redo` ends the message when the file is gone: 重新导出, 重新生成.
 */
export async function downloadJobFile(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  job: { id: number; file_path: string },
  redo: string,
): Promise<Buffer> {
  let body: Buffer;
  try {
    body = await readFile(path.join(app.config.dataDir, job.file_path));
  } catch {
    throw notFound(`文件不存在，请${redo}`);
  }
  await app.db
    .insertInto('export_event')
    .values({
      job_id: job.id,
      inst_id: user.instId,
      user_id: user.userId,
      action: 'download',
      ip: request.ip,
      at: app.clock(),
    })
    .execute();
  return body;
}
