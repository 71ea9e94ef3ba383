import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorMessage } from '@esee/contracts';
import { badRequest } from './errors';
import { fieldLabel } from './fieldLabels';

/** Deeper than any request of the API: a deeper one is refused before anything walks it. */
const MAX_DEPTH = 16;
/** Keys that reach an object's prototype when a handler indexes with them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** NUL, or half of a surrogate pair (a `u` pattern sees a whole pair as one code point, never as Cs). */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNCLEAN = /[\u0000\p{Cs}]/u;
/** Text a database can store and a log can show: no NUL, no half of a surrogate pair. */
export const isCleanText = (text: string) => !UNCLEAN.test(text);

/** Why a request's value is refused (the field's Chinese label and the reason, issue 36), or null when it is clean. */
export function uncleanInput(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return `${fieldLabel(path) ?? '请求参数'}含有不允许的字符`;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return `${fieldLabel(path) ?? '请求'}嵌套过深`;
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (PROTOTYPE_KEYS.has(key) || !isCleanText(key)) return '含有不允许的字段名';
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * One check of every request's text before any schema or handler sees it:
 * the query, the path parameters and a parsed body carry no NUL character,
 * no unpaired surrogate, no key that reaches a prototype, and no nesting
 * deeper than the API uses. Multipart fields are checked where they are read.
 */
export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const reason = uncleanInput(part);
        if (reason) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${reason}`);
      }
    });
  },
  { name: 'input', dependencies: ['errors'] },
);
