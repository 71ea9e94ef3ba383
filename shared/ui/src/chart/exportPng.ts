import { saveBlob } from '../saveBlob';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** A file name from a chart's title: what a file system refuses replaced, `.png` added. */
export const pngFileName = (title: string) => `${title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80) || '图表'}.png`;

/**
 * Saves the chart drawn in `canvas` as a PNG, on `background` (the canvas itself is transparent outside the plot,
 * which an image viewer shows black or checked).
 */
export async function exportPng(canvas: HTMLCanvasElement, title: string, background: string): Promise<void> {
  const out = document.createElement('canvas');
  out.width = canvas.width;
  out.height = canvas.height;
  const context = out.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.fillStyle = background;
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(canvas, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the chart could not be encoded');
  saveBlob(blob, pngFileName(title));
}
