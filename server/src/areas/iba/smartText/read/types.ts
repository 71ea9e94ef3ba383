import type { SmartTextParagraph } from '@esee/contracts';

/** A paragraph as a reader returns it, before numbering and sections. */
export type RawParagraph = Pick<SmartTextParagraph, 'kind' | 'text' | 'rows' | 'page'>;

/** Why a file cannot be read; the route turns it into the Chinese message. */
export class ReadError extends Error {
  constructor(readonly reason: 'wrongType' | 'corrupt' | 'encrypted' | 'empty' | 'tooComplex') {
    super(reason);
  }
}
