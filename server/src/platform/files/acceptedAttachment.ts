import { ErrorMessage } from '@esee/contracts';
import { badRequest } from '../http/errors';
import { uncleanInput } from '../http/input';
import { attachmentType } from './attachmentType';

/** The longest file name kept, in characters: the end of a longer one, where its extension is. */
export const ATTACHMENT_NAME_MAX = 200;

/** What a feature refuses an attachment with, in its own words. */
export interface AttachmentRules {
  maxBytes: number;
  messages: { TOO_LARGE: string; FILE_TYPE: string };
}

/** An attachment fit to keep: its name as kept and its type by content. */
export interface AcceptedAttachment {
  fileName: string;
  mime: string;
  bytes: Buffer;
  size: number;
}

/**
 * The one check of an uploaded attachment (case files, SCS change files): within the feature's size, a file name a
 * database can store and a log can show (no NUL, no half of a surrogate pair: the spec's 400 as any input), and a
 * content that is what its name says (pdf, jpg, png, xlsx, docx). A long name keeps its last 200 characters, cut
 * between characters so an emoji is never halved. Throws the refusal; returns what to keep.
 */
export function acceptedAttachment(
  file: { fileName: string; bytes: Buffer },
  rules: AttachmentRules,
): AcceptedAttachment {
  if (file.bytes.length > rules.maxBytes) throw badRequest(rules.messages.TOO_LARGE);
  const unclean = uncleanInput({ fileName: file.fileName });
  if (unclean) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${unclean}`);
  const chars = Array.from(file.fileName);
  const fileName = chars.length > ATTACHMENT_NAME_MAX ? chars.slice(-ATTACHMENT_NAME_MAX).join('') : file.fileName;
  const mime = attachmentType(fileName, file.bytes);
  if (!mime) throw badRequest(rules.messages.FILE_TYPE);
  return { fileName, mime, bytes: file.bytes, size: file.bytes.length };
}
