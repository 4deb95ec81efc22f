import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fetch mock for every test of the file that calls it (at its top level): reset and installed as the global fetch
 * before each test, removed after it. Each test gives it its answers (`mockImplementation(routeFetch({...}))`).
 */
export function stubFetchEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
