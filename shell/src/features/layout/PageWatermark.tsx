import { useEffect } from 'react';

/** Spec 1 §3: the watermark is checked and redrawn every 500 ms. */
const CHECK_MS = 500;

/** A tile of the identity lines, rotated, as a data URL. */
function tile(lines: readonly string[]): string {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = 320 * ratio;
  canvas.height = 200 * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(ratio, ratio);
  ctx.translate(160, 100);
  ctx.rotate((-22 * Math.PI) / 180);
  ctx.font = '14px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
  ctx.fillStyle = 'rgba(15, 23, 42, 0.09)';
  ctx.textAlign = 'center';
  lines.forEach((line, i) => ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * 22));
  return canvas.toDataURL('image/png');
}

/**
 * The watermark over every signed-in page: the user's identity lines
 * (`watermarkData`), so a screenshot can be traced to its taker. The layer is
 * kept outside React; removing it or changing its style brings it back at
 * once (a DOM observer), and at the next 500 ms check at the latest. It only
 * deters; the server's activity trace is the record.
 */
export function PageWatermark({ lines }: { lines: readonly string[] }) {
  const text = lines.join('\n');
  useEffect(() => {
    if (!text) return;
    const image = tile(text.split('\n'));
    const style = `position:fixed;inset:0;z-index:2147483000;pointer-events:none;background-repeat:repeat;background-image:url("${image}");`;
    let layer = document.createElement('div');
    const mount = () => {
      layer = document.createElement('div');
      layer.dataset.testid = 'watermark';
      layer.setAttribute('aria-hidden', 'true');
      layer.setAttribute('style', style);
      document.body.appendChild(layer);
    };
    const restore = () => {
      if (layer.isConnected && layer.getAttribute('style') === style && !layer.hidden) return;
      layer.remove();
      mount();
    };
    mount();
    const observer = new MutationObserver(restore);
    observer.observe(document.body, {
      childList: true,
      attributes: true,
      subtree: true,
      attributeFilter: ['style', 'hidden'],
    });
    const timer = setInterval(restore, CHECK_MS);
    return () => {
      observer.disconnect();
      clearInterval(timer);
      layer.remove();
    };
  }, [text]);
  return null;
}
