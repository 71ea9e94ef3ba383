import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Park } from '@esee/contracts';
import chinaCities from '../mapSearch/outlines/china-cities.json';
import chinaProvinces from '../mapSearch/outlines/china-provinces.json';
import ParkMapSearchPage from './ParkMapSearchPage';

const park = (parkId: string, regionCode: string, center: [number, number]) =>
  ({ parkId, name: `园区${parkId}`, level: '国家级', type: '高新区', regionCode, center, companyCount: 10 }) as Park;

vi.mock('../../api/parks', () => ({
  parkHref: (id: string) => `/park/${id}`,
  parksApi: {
    options: async () => ({ regions: [], levels: [], types: [] }),
    parks: async () => ({ total: 2, list: [park('p1', '320111', [118.7, 32.1]), park('p2', '440305', [113.9, 22.5])] }),
  },
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('draws parks of two provinces over China with the 南海诸岛 inset (标准地图)', async () => {
  // The outlines are a static asset of the remote: served here as its server would.
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (url) => new Response(JSON.stringify(String(url).includes('cities') ? chinaCities : chinaProvinces)),
  );
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <MemoryRouter>
        <ParkMapSearchPage />
      </MemoryRouter>,
    ),
  );
  // Both outline files fetched and parsed: wait for the drawing, not for a time. Parsing the 300 kB of city outlines
  // took over vi.waitFor's default second on a loaded CI machine: the ceiling is generous, the wait ends on the state.
  await vi.waitFor(() => expect(host.querySelector('[data-testid="park-map-outline"]')).not.toBeNull(), {
    timeout: 20_000,
  });
  const outlines = [...host.querySelectorAll('[data-testid="park-map-outline"]')];
  expect(outlines.filter((o) => o.getAttribute('data-level') === 'province')).toHaveLength(34);
  expect(outlines.filter((o) => o.getAttribute('data-level') === 'inset').map((o) => o.textContent)).toEqual([
    expect.stringContaining('南海诸岛'),
  ]);
  expect(host.querySelectorAll('[data-testid="park-map-park"]')).toHaveLength(2);
});
