import { describe, expect, it } from 'vitest';
import { classify, Text } from './catalogue';

const body = (code: number, message = 'm') => ({ code, data: null, message });

describe('the error catalogue (spec 1 §8)', () => {
  it('takes 200 and 2001 as success', () => {
    expect(classify({ status: 200, body: body(200) })).toEqual({ kind: 'ok' });
    expect(classify({ status: 200, body: body(2001) })).toEqual({ kind: 'ok' });
  });

  it('hands back 309, 201, 9999 and bodies without a code silently', () => {
    for (const code of [309, 201, 9999]) expect(classify({ status: 200, body: body(code) })).toEqual({ kind: 'pass' });
    expect(classify({ status: 200, body: 'plain text' })).toEqual({ kind: 'pass' });
  });

  it('ends the session on 9998, 401, 50014 and on HTTP 401', () => {
    for (const code of [9998, 401, 50014]) expect(classify({ status: 200, body: body(code) }).kind).toBe('session');
    expect(classify({ status: 401, body: undefined }).kind).toBe('session');
  });

  it('swallows HTTP 500 and 502', () => {
    expect(classify({ status: 500, body: body(500) })).toEqual({ kind: 'silent' });
    expect(classify({ status: 502, body: '<html>bad gateway</html>' })).toEqual({ kind: 'silent' });
  });

  it('explains 10504 and 19999 with the server message as detail', () => {
    expect(classify({ status: 200, body: body(10504, 'quota used') })).toEqual({
      kind: 'notice',
      level: 'error',
      message: Text.QUOTA,
      detail: 'quota used',
    });
    expect(classify({ status: 200, body: body(19999, 'upstream down') })).toMatchObject({
      message: Text.DATA_COMMUNICATION,
      detail: 'upstream down',
    });
  });

  it("shows any other code with the server's message, or the fallback", () => {
    expect(classify({ status: 403, body: body(403, '无权限操作，请联系管理员！') })).toMatchObject({
      kind: 'notice',
      message: '无权限操作，请联系管理员！',
    });
    expect(classify({ status: 200, body: body(12345, '') })).toMatchObject({ message: Text.FALLBACK });
  });

  it('tells a time-out apart, and a download time-out apart again', () => {
    expect(classify({ timedOut: true })).toMatchObject({ message: Text.TIMEOUT });
    expect(classify({ timedOut: true, download: true })).toMatchObject({ message: Text.DOWNLOAD_TIMEOUT });
  });

  it('warns about refused uploads with the server message; 19999 stays data communication failed (spec 2 §8)', () => {
    expect(classify({ status: 400, body: body(400, '文件大小不能超过20M'), upload: true })).toEqual({
      kind: 'notice',
      level: 'warning',
      message: '文件大小不能超过20M',
    });
    expect(classify({ status: 200, body: body(19999, 'x'), upload: true })).toMatchObject({
      level: 'error',
      message: Text.DATA_COMMUNICATION,
    });
    expect(classify({ status: 401, body: undefined, upload: true }).kind).toBe('session');
  });
});
