import { RECORD_DOCUMENT_URL } from '@esee/contracts';
import { openFile } from '@esee/http';

/** 查看原文 of a 裁判文书 or 行政处罚 record: the PDF the platform writes from it, in a new tab. */
export const openRecordDocument = (id: string) => openFile(RECORD_DOCUMENT_URL, { id });
