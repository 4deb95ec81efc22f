import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api } from './api-client';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

const setCookie = (value: string) => {
  document.cookie = `csrftoken=${value}; path=/`;
};
const clearCookie = () => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookie();
});

describe('api client', () => {
  it('sends X-CSRFToken from the csrftoken cookie on writes, with cookies and JSON', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(json({ ok: true }, { status: 201 }));

    await expect(api.post('/api/things/', { name: 'x' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"x"}');
    expect(headersOf(0)['X-CSRFToken']).toBe('token-123');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it.each(['put', 'patch', 'delete'] as const)('sends the CSRF header on %s', async (method) => {
    setCookie('abc');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api[method]('/api/things/1/')).resolves.toBeUndefined();
    expect(headersOf(0)['X-CSRFToken']).toBe('abc');
  });

  it('does not send the CSRF header on GET', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(json({ count: 0, results: [] }));

    await api.get('/api/jobprofile/', { params: { limit: 20, offset: 0, search: undefined } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobprofile/?limit=20&offset=0');
    expect(headersOf(0)).not.toHaveProperty('X-CSRFToken');
  });

  it('asks GET /api/session/ for a token first when the cookie is absent', async () => {
    fetchMock.mockImplementationOnce(async () => {
      setCookie('fresh');
      return json({ isAuthenticated: false });
    });
    fetchMock.mockResolvedValueOnce(json({ id: 1 }));

    await api.post('/api/login/', { email: 'a@b.dev', password: 'x' });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/session/', '/api/login/']);
    expect(headersOf(1)['X-CSRFToken']).toBe('fresh');
  });

  it('raises an ApiError carrying status, status text and field errors', async () => {
    setCookie('t');
    fetchMock.mockResolvedValue(
      json(
        { email: ['A user with this email already exists.'], non_field_errors: ['Nope.'] },
        { status: 400, statusText: 'Bad Request' },
      ),
    );

    const error = await api.post('/api/signup/', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.statusText).toBe('Bad Request');
    expect(apiError.message).toBe('Bad Request');
    expect(apiError.fieldErrors).toEqual({
      email: ['A user with this email already exists.'],
      non_field_errors: ['Nope.'],
    });
    expect(apiError.hasFieldErrors).toBe(true);
  });

  it('keeps detail apart from field errors and reads Retry-After', async () => {
    fetchMock.mockResolvedValue(
      json(
        { detail: 'Request was throttled.' },
        {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        },
      ),
    );
    const error = (await api.get('/api/whoami/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.detail).toBe('Request was throttled.');
    expect(error.fieldErrors).toEqual({});
    expect(error.retryAfter).toBe(60);
  });

  it('raises a NetworkError when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/whoami/')).rejects.toBeInstanceOf(NetworkError);
  });
});
