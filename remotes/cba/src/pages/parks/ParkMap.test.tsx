import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { ParkDetail } from '@esee/contracts';
import nanjing from '../mapSearch/outlines/districts/320100.json';
import { ParkMap } from './ParkMap';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const detail = {
  park: { parkId: 'p1', name: '南京软件园', regionCode: '320111' },
  center: [118.75, 32.15],
  boundary: [
    [118.72, 32.12],
    [118.78, 32.12],
    [118.78, 32.18],
    [118.72, 32.18],
  ],
  points: [{ entId: 'e1', name: '甲公司', lng: 118.75, lat: 32.15 }],
} as unknown as ParkDetail;

it('draws the park over the district outlines of its city, named', async () => {
  // The outline files are static assets: the test serves 南京's (320100) as the remote's server would.
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const file = String(url).split('/').pop()!;
    asked.push(file);
    return new Response(file === '320100.json' ? JSON.stringify(nanjing) : '', {
      status: file === '320100.json' ? 200 : 404,
    });
  });
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<ParkMap detail={detail} hrefOf={() => '#'} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toEqual(['320100.json']);
  const districts = host.querySelectorAll('[data-testid="park-map-district"]');
  expect(districts.length).toBeGreaterThanOrEqual(11);
  const names = [...host.querySelectorAll('[data-testid="park-map-district"] title')].map((t) => t.textContent);
  expect(names).toEqual(expect.arrayContaining(['浦口区', '玄武区', '江宁区']));
  expect(host.querySelectorAll('[data-testid="park-map-point"]')).toHaveLength(1);
});
