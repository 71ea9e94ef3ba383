import { randomInt } from 'node:crypto';
import { GLYPHS } from './font';
import { encodePng, Raster } from './png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = [number, number, number];
const between = (min: number, max: number) => min + randomInt(max - min + 1);
const darkColour = (): Rgb => [between(10, 110), between(10, 110), between(60, 150)];

/** Draw a character rotated by `angle` around its centre (cx, cy), `scale` screen pixels per font pixel. */
function drawGlyph(
  r: Raster,
  glyph: readonly string[],
  cx: number,
  cy: number,
  scale: number,
  angle: number,
  colour: Rgb,
) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const half = Math.ceil(5 * scale);
  for (let y = -half; y <= half; y++)
    for (let x = -half; x <= half; x++) {
      // Back from the screen to the glyph: rotate by -angle, then unscale.
      const gx = Math.floor((x * cos + y * sin) / scale + 2.5);
      const gy = Math.floor((-x * sin + y * cos) / scale + 3.5);
      if (glyph[gy]?.[gx] === '1') r.set(cx + x, cy + y, colour);
    }
}

function drawLine(r: Raster, x0: number, y0: number, x1: number, y1: number, colour: Rgb) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    r.set(x, y, colour);
    r.set(x, y + 1, colour);
  }
}

/**
 * The captcha picture of `text`: each character in its own colour, size and
 * slant on a speckled background, crossed by lines. Drawn as pixels (not
 * SVG text), so the answer is not in the file.
 */
export function captchaPng(text: string): Buffer {
  const r = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const shade = 236 + randomInt(16);
      r.set(x, y, [shade, shade, Math.min(255, shade + 6)]);
    }
  for (let i = 0; i < 2; i++)
    drawLine(r, 0, between(4, 36), r.width, between(4, 36), [between(120, 200), between(120, 200), between(120, 200)]);
  const cell = (r.width - 12) / text.length;
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`no glyph for '${ch}'`);
    const scale = 3.2 + randomInt(8) / 10;
    const angle = (randomInt(61) - 30) / 100;
    drawGlyph(
      r,
      glyph,
      6 + cell * (i + 0.5) + between(-2, 2),
      r.height / 2 + between(-3, 3),
      scale,
      angle,
      darkColour(),
    );
  });
  // Noise over the text is lighter than the text, so people still read it easily.
  const noise = (): Rgb => [between(140, 190), between(140, 190), between(150, 200)];
  for (let i = 0; i < 2; i++) drawLine(r, between(0, 30), between(0, 40), between(90, 120), between(0, 40), noise());
  for (let i = 0; i < 80; i++) r.set(randomInt(r.width), randomInt(r.height), noise());
  return encodePng(r);
}
