/**
 * The density's heat map, drawn on the page's thread as an image the map shows over the view (an L7 image layer)
 * rather than by L7's heat map layer: under software WebGL (a desktop without a GPU) that layer's two passes and
 * its frame buffer cost the first frame 150–300 ms of shader compiling in the GPU process, the image a few
 * milliseconds here. The same look as that layer drew: each cell a Gaussian of `radius` pixels weighted by its
 * count (the view's fewest 0, most 1) times `intensity`, summed, clamped to 1 and coloured along the ramp,
 * fading in over the lowest tenth.
 */
export const HEAT = {
  radius: 24,
  intensity: 2,
  opacity: 0.85,
  ramp: [
    [0, '#d6e4ff'],
    [0.2, '#85a5ff'],
    [0.4, '#597ef7'],
    [0.6, '#fadb14'],
    [0.8, '#fa8c16'],
    [1, '#f5222d'],
  ] as const,
};

/** The image has one pixel per `SCALE`×`SCALE` of the view's: a heat map is smooth, and the layer smooths it. */
export const HEAT_SCALE = 2;

/** A cell of the density at its place in the view (pixels from the top left) with its count. */
export interface HeatCell {
  x: number;
  y: number;
  count: number;
}

export interface HeatImage {
  width: number;
  height: number;
  /** RGBA, not premultiplied, row by row from the top. */
  data: Uint8ClampedArray<ArrayBuffer>;
}

const GAUSS = 0.3989422804014327;

/** 256 RGB colours along the ramp (linear between its stops), for intensities 0 to 1. */
export function rampColors(ramp: readonly (readonly [number, string])[] = HEAT.ramp): Uint8Array {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const out = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    const upper = Math.max(
      1,
      ramp.findIndex(([at]) => at >= t),
    );
    const [a, from] = ramp[upper - 1]!;
    const [b, to] = ramp[upper]!;
    const f = b > a ? Math.min(1, Math.max(0, (t - a) / (b - a))) : 0;
    const [c0, c1] = [rgb(from), rgb(to)];
    for (let k = 0; k < 3; k++) out[i * 3 + k] = Math.round(c0[k]! + (c1[k]! - c0[k]!) * f);
  }
  return out;
}

const RAMP = rampColors();

/**
 * The heat of `cells` over a view of `viewWidth`×`viewHeight` pixels, as an image of one pixel per HEAT_SCALE
 * of them (its size rounded up).
 */
export function heatImage(cells: readonly HeatCell[], viewWidth: number, viewHeight: number): HeatImage {
  const width = Math.max(1, Math.ceil(viewWidth / HEAT_SCALE));
  const height = Math.max(1, Math.ceil(viewHeight / HEAT_SCALE));
  const heat = new Float32Array(width * height);
  // The kernel in image pixels, to where a cell of the greatest weight adds less than a 16th of a colour step.
  const r = HEAT.radius / HEAT_SCALE;
  const reach = Math.ceil(r * 1.6);
  const side = reach * 2 + 1;
  const kernel = new Float32Array(side * side);
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++)
      kernel[(dy + reach) * side + dx + reach] =
        HEAT.intensity * GAUSS * Math.exp((-4.5 * (dx * dx + dy * dy)) / (r * r));
  let least = Infinity;
  let most = -Infinity;
  for (const c of cells) {
    least = Math.min(least, c.count);
    most = Math.max(most, c.count);
  }
  for (const c of cells) {
    const weight = most > least ? (c.count - least) / (most - least) : 1;
    if (weight <= 0) continue;
    const cx = Math.floor(c.x / HEAT_SCALE);
    const cy = Math.floor(c.y / HEAT_SCALE);
    for (let y = Math.max(0, cy - reach); y <= Math.min(height - 1, cy + reach); y++) {
      const row = (y - cy + reach) * side + reach - cx;
      for (let x = Math.max(0, cx - reach); x <= Math.min(width - 1, cx + reach); x++)
        heat[y * width + x]! += weight * kernel[row + x]!;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < heat.length; i++) {
    const v = Math.min(1, heat[i]!);
    if (v <= 0) continue;
    const colour = Math.round(v * 255) * 3;
    const fade = Math.min(1, v / 0.1);
    data[i * 4] = RAMP[colour]!;
    data[i * 4 + 1] = RAMP[colour + 1]!;
    data[i * 4 + 2] = RAMP[colour + 2]!;
    data[i * 4 + 3] = 255 * HEAT.opacity * fade * fade * (3 - 2 * fade);
  }
  return { width, height, data };
}
