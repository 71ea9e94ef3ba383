import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SmartTextMessage, type SmartTextDetail } from '@esee/contracts';
import { addUser, ONE_ENGINE, multipart, withApp, type Client, type TestApp } from '../fixtures';

/*
 * 智能文档审核 reads uploads in a worker thread with maintained libraries (issue 37): a hostile PDF or .docx costs
 * the worker, not the server; a PDF LibreOffice made from a .docx reads as that .docx does.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
/** The sample prospectus (every defect planted) as the app wrote it for this data set, and LibreOffice's PDF of it. */
const SAMPLE_DOCX = readFileSync(path.join(FIXTURES, 'smartText-prospectus.docx'));
const SAMPLE_PDF = readFileSync(path.join(FIXTURES, 'smartText-prospectus-libreoffice.pdf'));

/** 102 bytes: an object stream claiming a billion objects (our own reader looped over them on the request thread). */
const BILLION_OBJECTS = Buffer.from(
  '%PDF-1.5\n%esee\n1 0 obj\n<</Type/ObjStm/N 1000000000/First 0/Length 1>>\nstream\n0\nendstream\nendobj\n%%EOF\n',
  'latin1',
);

/**
 * A .docx whose word/document.xml inflates to 1 GB of zeros from about 1 MB, the zip written by fflate. The deflate
 * stream is 1024 copies of 1 MB of zeros deflated with a full flush (byte-aligned, no reference to earlier data, so
 * copies chain) and a final empty block: deflating the gigabyte itself with fflate's JavaScript takes over a minute
 * here. `declared`: the uncompressed size the zip states (a liar states less than there is).
 */
function zipBomb(declared = 2 ** 30): Buffer {
  const megabyte = Buffer.alloc(1 << 20);
  const piece = deflateRawSync(megabyte, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const packed = Buffer.concat([...Array<Buffer>(1024).fill(piece), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < 1024; i++) crc = crc32(megabyte, crc);
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const types = new TextEncoder().encode('<Types/>');
  const entry: ZipInputFile = { filename: 'word/document.xml', size: declared, crc, compression: 8, terminate() {} };
  zip.add(entry);
  entry.ondata!(null, packed, true);
  const contentTypes: ZipInputFile = {
    filename: '[Content_Types].xml',
    size: types.length,
    crc: crc32(types),
    compression: 0,
    terminate() {},
  };
  zip.add(contentTypes);
  contentTypes.ondata!(null, types, true);
  zip.end();
  return Buffer.concat(parts);
}

/** What a finding is, apart from where: a PDF's paragraphs are located by page (第3页 第12段), a .docx's by section. */
const findings = (d: SmartTextDetail) =>
  d.issues.map((i) => `${i.type}|${i.severity}|${i.title}|${i.found}|${i.expected}`).sort();

const hasLibreOffice = spawnSync('soffice', ['--version'], { timeout: 60_000 }).status === 0;

describe.each(ONE_ENGINE)('IBA 智能文档审核 reads uploads off the request thread on %s', (engine) => {
  let t: TestApp;
  const users: Record<string, Client> = {};

  const check = async (who: string, fileName: string, bytes: Buffer) =>
    users[who]!.upload('/esee/smartText/check', fileName, bytes, { kind: '招股说明书', version: '申报稿' });
  const checked = async (who: string, fileName: string, bytes: Buffer) => {
    const res = await check(who, fileName, bytes);
    expect(res.code, JSON.stringify(res).slice(0, 500)).toBe(ResultCode.OK);
    return res.data as SmartTextDetail;
  };

  beforeAll(async () => {
    const names = ['stbillion', 'stbomb', 'stpdf', 'stconvert', 'stlimit', 'stwarm'];
    t = await withApp({
      engine,
      // The data set the fixtures' sample was written for: the same issuer, the same registry record.
      data: { companies: 300, seed: 47, today: new Date('2026-11-20') },
      env: { CALLS_PER_MINUTE: 'upload:2' },
      beforeApp: async (db) => {
        for (const name of names) await addUser(db, 'DEMO', name, ['app:iba']);
      },
    });
    for (const name of names) users[name] = await t.client({ instCode: 'DEMO', username: name });
    // The worker starts and loads pdfjs once: tens of seconds on a busy 2-core machine, which the pool counts
    // inside the task's 30 s (so this first call may be refused as too complex); the tests below find it warm.
    await check('stwarm', '预热.pdf', SAMPLE_PDF);
  }, 300_000);
  afterAll(() => t?.close());

  it('refuses a PDF claiming a billion objects with a clear 400, answering other calls meanwhile', async () => {
    expect(BILLION_OBJECTS.length).toBe(102);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const [refused, list] = await Promise.all([
      check('stbillion', '十亿对象.pdf', BILLION_OBJECTS),
      users.stbillion!.post('/esee/smartText/list', {}),
    ]);
    delay.disable();
    expect(refused.code).toBe(ResultCode.BAD_REQUEST);
    expect(refused.message).toBe(SmartTextMessage.CORRUPT);
    expect(list.code).toBe(ResultCode.OK);
    // The request thread never parsed the file: it was never held for a second (our own reader held it for 6 s).
    expect(delay.max / 1e6).toBeLessThan(1000);
    // The first upload starts the worker (and it loads pdfjs): seconds on a busy machine.
  }, 120_000);

  it('refuses a .docx zip bomb as too complex, from its declared size or as it inflates past it', async () => {
    const honest = await check('stbomb', '炸弹.docx', zipBomb());
    expect(honest.code).toBe(ResultCode.BAD_REQUEST);
    expect(honest.message).toBe(SmartTextMessage.TOO_COMPLEX);
    // States 10 MB (a ratio of 10): inflating stops once the output passes what was stated.
    const liar = await check('stbomb', '炸弹2.docx', zipBomb(10 * 1024 * 1024));
    expect(liar.code).toBe(ResultCode.BAD_REQUEST);
    expect(liar.message).toBe(SmartTextMessage.TOO_COMPLEX);
  });

  it('finds in the PDF LibreOffice made of the sample prospectus what it finds in the .docx', async () => {
    const docx = await checked('stpdf', '示例招股说明书.docx', SAMPLE_DOCX);
    const pdf = await checked('stpdf', '示例招股说明书.pdf', SAMPLE_PDF);
    expect(docx.task.companyName).toBeTruthy();
    expect(pdf.task.companyName).toBe(docx.task.companyName);
    expect(pdf.task.status).toBe('已完成');
    // Every planted defect (never a clean 「未发现问题」), the same in both.
    expect(docx.issues).toHaveLength(9);
    expect(findings(pdf)).toEqual(findings(docx));
    expect(pdf.issues.every((i) => /^第\d+页 第\d+段$/.test(i.location))).toBe(true);
    // Text as written: ordinary ideographs (no Kangxi radicals), paragraphs in the .docx's order.
    expect(pdf.paragraphs.map((p) => p.text)).toEqual(docx.paragraphs.map((p) => p.text));
    expect(pdf.paragraphs.some((p) => /[\u2f00-\u2fdf]/.test(p.text))).toBe(false);
  });

  it.runIf(hasLibreOffice)(
    'finds the same in a fresh LibreOffice conversion of the app’s own sample',
    async () => {
      const sample = await users.stconvert!.inject({ method: 'GET', url: '/esee/smartText/sample' });
      expect(sample.statusCode).toBe(200);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'smarttext-lo-'));
      try {
        writeFileSync(path.join(dir, 'sample.docx'), sample.rawPayload);
        execFileSync(
          'soffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            'sample.docx',
          ],
          { cwd: dir, timeout: 170_000, stdio: 'ignore' },
        );
        const docx = await checked('stconvert', '示例.docx', sample.rawPayload);
        const pdf = await checked('stconvert', '示例.pdf', readFileSync(path.join(dir, 'sample.pdf')));
        expect(docx.issues.length).toBeGreaterThan(0);
        expect(pdf.task.companyName).toBe(docx.task.companyName);
        expect(findings(pdf)).toEqual(findings(docx));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it('limits uploads per user and minute (429 beyond, other users unaffected)', async () => {
    const tiny = Buffer.from('%PDF-1.4\n');
    for (let i = 0; i < 2; i++) expect((await check('stlimit', 'a.pdf', tiny)).code).toBe(ResultCode.BAD_REQUEST);
    const over = await users.stlimit!.inject({
      method: 'POST',
      url: '/esee/smartText/check',
      ...multipart('a.pdf', tiny, {}),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ResultCode.TOO_MANY);
    // The list is not an upload; and a colleague's budget is their own.
    expect((await users.stlimit!.post('/esee/smartText/list', {})).code).toBe(ResultCode.OK);
    expect((await check('stbillion', 'b.pdf', tiny)).code).toBe(ResultCode.BAD_REQUEST);
  });
});
