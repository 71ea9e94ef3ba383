import type { FastifyRequest } from 'fastify';
import { ErrorMessage } from '@esee/contracts';
import { badRequest } from '../http/errors';
import { uncleanInput } from '../http/input';

/** A file part and the form fields of a multipart upload. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** What an upload route answers when the body is too large, has no file, or cannot be read. */
export interface UploadMessages {
  TOO_LARGE: string;
  NO_FILE: string;
  CORRUPT: string;
}

/**
 * Read a multipart body: its first file (at most `maxBytes`, refused with the route's message beyond, never cut)
 * and its fields, with the file name and fields checked like every other input.
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Upload> {
  if (Number(request.headers['content-length']) > maxBytes + 64 * 1024) throw badRequest(messages.TOO_LARGE);
  if (!request.isMultipart()) throw badRequest(messages.NO_FILE);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.TOO_LARGE);
    throw badRequest(messages.CORRUPT);
  }
  if (!file) throw badRequest(messages.NO_FILE);
  const unclean = uncleanInput({ fileName: file.fileName, ...fields });
  if (unclean) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${unclean}`);
  return { ...file, fields };
}
