import { describe, expect, it } from 'vitest';
import { circleRing, distanceKm, rectangleOf, withoutRepeats } from './geometry';

describe('map drawing geometry', () => {
  it('draws a circle whose every point is the radius away from its centre', () => {
    const ring = circleRing([121.47, 31.23], 3);
    expect(ring).toHaveLength(72);
    for (const p of ring) expect(distanceKm([121.47, 31.23], p)).toBeCloseTo(3, 1);
  });

  it('orders a rectangle’s corners south-west then north-east, whichever was clicked first', () => {
    expect(rectangleOf([116.5, 40], [116.3, 39.8])).toEqual({
      kind: 'rectangle',
      southWest: [116.3, 39.8],
      northEast: [116.5, 40],
    });
  });

  it('drops the repeated vertex of a double click', () => {
    expect(
      withoutRepeats([
        [1, 1],
        [2, 2],
        [2, 2],
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
