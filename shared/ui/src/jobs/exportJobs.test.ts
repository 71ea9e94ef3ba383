import { describe, expect, it } from 'vitest';
import type { ExportJob } from '@esee/contracts';
import { anyExportBusy, sizeText } from './exportJobs';

const job = (state: ExportJob['state']) => ({ state }) as ExportJob;

describe('export list helpers', () => {
  it('polls while a job is queued or processing, and not otherwise', () => {
    expect(anyExportBusy([job('done'), job('queued')])).toBe(true);
    expect(anyExportBusy([job('processing')])).toBe(true);
    expect(anyExportBusy([job('done'), job('failed'), job('expired')])).toBe(false);
    expect(anyExportBusy([])).toBe(false);
  });

  it('reads file sizes', () => {
    expect(sizeText(null)).toBe('-');
    expect(sizeText(812)).toBe('812 B');
    expect(sizeText(23_962)).toBe('23.4 KB');
    expect(sizeText(1_258_291)).toBe('1.2 MB');
  });
});
