import { describe, expect, it } from 'vitest';
import { HEAT, HEAT_SCALE, heatImage, rampColors } from './heatImage';

/** The RGBA of the image pixel under the view's pixel (x, y). */
const pixel = (image: ReturnType<typeof heatImage>, x: number, y: number) => {
  const i = (Math.floor(y / HEAT_SCALE) * image.width + Math.floor(x / HEAT_SCALE)) * 4;
  return [...image.data.slice(i, i + 4)];
};

describe('the heat map image', () => {
  it('colours along the ramp, from its first stop to its last', () => {
    const ramp = rampColors();
    expect([...ramp.slice(0, 3)]).toEqual([0xd6, 0xe4, 0xff]);
    expect([...ramp.slice(255 * 3)]).toEqual([0xf5, 0x22, 0x2d]);
    // Halfway between the first two stops (0 and 0.2): halfway between their colours.
    const mid = Math.round(0.1 * 255) * 3;
    expect(ramp[mid]).toBeCloseTo((0xd6 + 0x85) / 2, -1);
  });

  it('covers the view at one pixel per HEAT_SCALE, rounded up, and is clear where there are no companies', () => {
    const image = heatImage([], 791, 620);
    expect([image.width, image.height]).toEqual([396, 310]);
    expect(image.data.length).toBe(396 * 310 * 4);
    expect(image.data.every((v) => v === 0)).toBe(true);
  });

  it('draws a cell as a spot of its radius, hottest at its place and clear beyond', () => {
    const image = heatImage([{ x: 200, y: 100, count: 7 }], 400, 200);
    const centre = pixel(image, 200, 100);
    // One cell weighs 1: its peak is intensity × the Gaussian's coefficient (0.8), between yellow and orange.
    expect(centre[3]).toBe(Math.round(255 * HEAT.opacity));
    const peak = Math.round(HEAT.intensity * 0.3989422804014327 * 255);
    expect(centre.slice(0, 3)).toEqual([...rampColors().slice(peak * 3, peak * 3 + 3)]);
    // Fainter the farther, alike on every side; nothing two radii away.
    const near = pixel(image, 200 + HEAT.radius / 2, 100);
    expect(near[3]).toBeLessThanOrEqual(centre[3]!);
    expect(pixel(image, 200 - HEAT.radius / 2, 100)).toEqual(near);
    expect(pixel(image, 200, 100 + HEAT.radius / 2)).toEqual(near);
    expect(pixel(image, 200 + HEAT.radius * 2, 100)[3]).toBe(0);
  });

  it('weighs cells by their count in the view, the fewest nothing, and keeps a crowd at the hottest colour', () => {
    const crowd = Array.from({ length: 6 }, () => ({ x: 300, y: 100, count: 50 }));
    const image = heatImage([{ x: 60, y: 100, count: 1 }, { x: 150, y: 100, count: 20 }, ...crowd], 400, 200);
    expect(pixel(image, 60, 100)[3]).toBe(0);
    expect(pixel(image, 150, 100)[3]).toBeGreaterThan(0);
    expect(pixel(image, 300, 100)).toEqual([0xf5, 0x22, 0x2d, Math.round(255 * HEAT.opacity)]);
  });

  it('draws the part of a spot inside the view when its cell lies at the edge or beyond', () => {
    const image = heatImage([{ x: -5, y: -5, count: 3 }], 100, 100);
    expect(pixel(image, 0, 0)[3]).toBeGreaterThan(0);
    expect(pixel(image, 99, 99)[3]).toBe(0);
  });
});
