import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The loader keeps what it fetched for the page's life: each test gets a fresh module.
const load = () => import('./chinaOutlines');
const collection = (name: string) => ({ type: 'FeatureCollection', features: [{ properties: { name } }] });

let fetched: string[];
let failNext = false;
beforeEach(() => {
  vi.resetModules();
  fetched = [];
  failNext = false;
  // A test double of the remote's static files: the provinces' file and the cities' file.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const path = new URL(String(url)).pathname;
    fetched.push(path.slice(path.lastIndexOf('/') + 1));
    if (failNext) {
      failNext = false;
      return new Response('', { status: 503 });
    }
    return new Response(JSON.stringify(collection(path.includes('cities') ? '南京' : '江苏省')));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('China outlines split by level', () => {
  it('fetches only the provinces with the inset for the country view, the cities once zoomed in', async () => {
    const { outlinesAt, CITY_ZOOM } = await load();
    const country = await outlinesAt(3.6);
    expect(fetched).toEqual(['china-provinces.json']);
    expect(country.features.map((f) => f.properties.name)).toEqual(['江苏省']);

    const zoomed = await outlinesAt(CITY_ZOOM);
    expect(fetched).toEqual(['china-provinces.json', 'china-cities.json']);
    expect(zoomed.features.map((f) => f.properties.name)).toEqual(['江苏省', '南京']);
  });

  it('fetches each file once, however many views ask', async () => {
    const { outlinesAt, outlinesOf } = await load();
    await Promise.all([outlinesAt(8), outlinesAt(9), outlinesOf('city'), outlinesAt(3)]);
    expect(fetched.sort()).toEqual(['china-cities.json', 'china-provinces.json']);
  });

  it('names which levels a zoom needs', async () => {
    const { outlineLevelsAt, CITY_ZOOM } = await load();
    expect(outlineLevelsAt(3.6)).toEqual(['country']);
    expect(outlineLevelsAt(CITY_ZOOM - 0.01)).toEqual(['country']);
    expect(outlineLevelsAt(CITY_ZOOM)).toEqual(['country', 'city']);
    expect(outlineLevelsAt(12)).toEqual(['country', 'city']);
  });

  it('gives the park map every level at once', async () => {
    const { chinaOutlines } = await load();
    expect((await chinaOutlines()).features).toHaveLength(2);
    expect(fetched.sort()).toEqual(['china-cities.json', 'china-provinces.json']);
  });

  it('tries a failed file again on the next view', async () => {
    const { outlinesOf } = await load();
    failNext = true;
    await expect(outlinesOf('country')).rejects.toThrow('outlines: 503');
    await expect(outlinesOf('country')).resolves.toMatchObject({ features: [{ properties: { name: '江苏省' } }] });
    expect(fetched).toEqual(['china-provinces.json', 'china-provinces.json']);
  });
});
