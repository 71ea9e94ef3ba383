import { describe, expect, it } from 'vitest';
import { acceptedAttachment, ATTACHMENT_NAME_MAX } from './acceptedAttachment';

const rules = { maxBytes: 64, messages: { TOO_LARGE: '附件太大', FILE_TYPE: '附件类型不符' } };
const pdf = Buffer.from('%PDF-1.4\n');
/** The refusal a call throws: its code and message, as the envelope carries them. */
const refusal = (fileName: string, bytes = pdf) => {
  try {
    acceptedAttachment({ fileName, bytes }, rules);
  } catch (error) {
    const e = error as { code?: number; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error(`${fileName} was accepted`);
};

describe('acceptedAttachment', () => {
  it('keeps a file whose content is what its name says, with its type and size', () => {
    expect(acceptedAttachment({ fileName: '核查说明.pdf', bytes: pdf }, rules)).toEqual({
      fileName: '核查说明.pdf',
      mime: 'application/pdf',
      bytes: pdf,
      size: pdf.length,
    });
  });

  it("refuses a file over the feature's size, and a content its name does not say, in the feature's words", () => {
    expect(refusal('大.pdf', Buffer.concat([pdf, Buffer.alloc(64)]))).toEqual({ code: 400, message: '附件太大' });
    expect(refusal('证明.pdf', Buffer.from('MZ this is not a pdf'))).toEqual({
      code: 400,
      message: '附件类型不符',
    });
    expect(refusal('脚本.exe')).toEqual({ code: 400, message: '附件类型不符' });
  });

  it('refuses a file name with a NUL or half of a surrogate pair as any unclean input', () => {
    const unclean = { code: 400, message: '请求参数有误：文件名含有不允许的字符' };
    expect(refusal('a\u0000.pdf')).toEqual(unclean);
    expect(refusal('a\ud800.pdf')).toEqual(unclean);
  });

  it('keeps the end of a long name, never halving an emoji where it is cut', () => {
    // 201 characters, 202 UTF-16 units: cutting the last 200 units would start inside the emoji.
    const name = `b😀${'a'.repeat(ATTACHMENT_NAME_MAX - 5)}.pdf`;
    const kept = acceptedAttachment({ fileName: name, bytes: pdf }, rules).fileName;
    expect(kept).toBe(`😀${'a'.repeat(ATTACHMENT_NAME_MAX - 5)}.pdf`);
    expect(Array.from(kept)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(acceptedAttachment({ fileName: `😀${'a'.repeat(10)}.pdf`, bytes: pdf }, rules).fileName).toBe(
      `😀${'a'.repeat(10)}.pdf`,
    );
  });
});
