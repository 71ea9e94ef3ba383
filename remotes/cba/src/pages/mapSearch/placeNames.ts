import type { Outlines } from './geometry';
import type { Scene } from './useMapScene';

/** A place's name, written at its centre. */
export interface PlaceName {
  name: string;
  lng: number;
  lat: number;
}

/** The names of the outlines that have a centre, there. */
export const namesOf = (outlines: Outlines | null): PlaceName[] =>
  (outlines?.features ?? [])
    .filter((f) => f.properties.center)
    .map((f) => ({ name: f.properties.name, lng: f.properties.center![0], lat: f.properties.center![1] }));

/** A name's box on the screen, in container pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Which boxes are shown: each one clear of those shown before it (the first in the list win: 北京 over 天津). */
export function clearOfEarlier(boxes: readonly Box[]): boolean[] {
  const shown: Box[] = [];
  return boxes.map((box) => {
    const clear = !shown.some((s) => overlap(s, box));
    if (clear) shown.push(box);
    return clear;
  });
}

interface Options {
  /** The text's size in pixels: a Chinese character is as wide. */
  size: number;
  color: string;
  /** Shown from this zoom on, and below `maxZoom`, as L7's layers. */
  minZoom?: number;
  maxZoom?: number;
  testId: string;
}

/**
 * Place names over the map as the page's text, not an L7 text layer: under software WebGL (a desktop without a
 * GPU) the text layer's glyphs and collisions took 0.6-0.7 s of the map's first frame; a few dozen elements moved
 * with the map cost a fraction of a millisecond. A name that would overlap one before it is left out.
 */
export function placeNames(scene: Scene, container: HTMLElement, options: Options) {
  const { size, color, minZoom = 0, maxZoom = Infinity } = options;
  const layer = document.createElement('div');
  layer.dataset.testid = options.testId;
  Object.assign(layer.style, {
    position: 'absolute',
    inset: '0',
    zIndex: '3', // over L7's canvas (2), under its controls
    overflow: 'hidden',
    pointerEvents: 'none',
    fontSize: `${size}px`,
    lineHeight: '1',
    color,
    textShadow: '0 0 2px #fff, 0 0 2px #fff',
    whiteSpace: 'nowrap',
  });
  container.append(layer);
  let names: readonly PlaceName[] = [];
  let labels: HTMLElement[] = [];

  // At every move, as the map draws it (a frame later, the names would trail a dragged map).
  const place = () => {
    const zoom = scene.getZoom();
    layer.hidden = !(zoom >= minZoom && zoom < maxZoom);
    if (layer.hidden) return;
    const boxes = names.map((n) => {
      const { x, y } = scene.lngLatToContainer([n.lng, n.lat]);
      const width = [...n.name].length * size;
      return { x: x - width / 2, y: y - size / 2, width, height: size };
    });
    const shown = clearOfEarlier(boxes);
    labels.forEach((label, i) => {
      label.hidden = !shown[i];
      label.style.transform = `translate(${boxes[i]!.x}px, ${boxes[i]!.y}px)`;
    });
  };
  scene.on('mapmove', place);
  scene.on('resize', place);

  return {
    setData(list: readonly PlaceName[]) {
      names = list;
      labels = list.map((n) => {
        const label = document.createElement('span');
        label.textContent = n.name;
        Object.assign(label.style, { position: 'absolute', left: '0', top: '0' });
        return label;
      });
      layer.replaceChildren(...labels);
      place();
    },
    remove() {
      scene.off('mapmove', place);
      scene.off('resize', place);
      layer.remove();
    },
  };
}
