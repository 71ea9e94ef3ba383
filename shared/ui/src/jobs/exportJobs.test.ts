import { describe, expect, it } from 'vitest';
import type { ExportJob } from '@esee/contracts';
import { anyBusy, sizeText } from './jobs';

const job = (state: ExportJob['state']) => ({ state }) as ExportJob;

describe('export list helpers', () => {
  it('polls while a job is queued or processing, and not otherwise', () => {
    expect(anyBusy([job('done'), job('queued')])).toBe(true);
    expect(anyBusy([job('processing')])).toBe(true);
    expect(anyBusy([job('done'), job('failed'), job('expired')])).toBe(false);
    expect(anyBusy([])).toBe(false);
  });

  it('reads file sizes', () => {
    expect(sizeText(null)).toBe('-');
    expect(sizeText(812)).toBe('812 B');
    expect(sizeText(23_962)).toBe('23.4 KB');
    expect(sizeText(1_258_291)).toBe('1.2 MB');
  });
});
