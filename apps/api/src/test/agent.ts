import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for inject(): keeps cookies between calls and, like the page, echoes the csrftoken
 * cookie in X-CSRFToken on writes (fetching /api/session/ first when it has none).
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  /** `remoteAddress`: the client address the server sees (inject's default is 127.0.0.1). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  async request(method: Method, url: string, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    if (csrf && method !== 'GET' && !this.cookies.has('csrftoken')) await this.request('GET', '/api/session/');
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...rest,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(csrf && method !== 'GET' && this.cookies.has('csrftoken') ? { 'x-csrftoken': this.cookies.get('csrftoken') } : {}),
        ...headers,
      },
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: Omit<InjectOptions, 'method' | 'url'>) => this.request('GET', url, options);
  post = (url: string, payload?: unknown, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean } = {}) =>
    this.request('POST', url, { ...options, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  patch = (url: string, payload?: unknown, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean } = {}) =>
    this.request('PATCH', url, { ...options, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  put = (url: string, payload?: unknown, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean } = {}) =>
    this.request('PUT', url, { ...options, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  delete = (url: string, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean } = {}) => this.request('DELETE', url, options);
}

let sequence = 0;
/** A unique, valid signup for a role; override any field. */
export function buildSignup(role = 'candidate', overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    name: `Test ${role} ${sequence}`,
    email: `${role}.${sequence}.${Date.now()}@tandem.dev`,
    password: 'Passw0rd!',
    role,
    phone_number: '',
    address: '',
    ...overrides,
  };
}

/** A new account of the role, signed in on a fresh agent. */
export async function signedInAgent(app: FastifyInstance, role = 'candidate', overrides: Record<string, string> = {}) {
  const agent = new Agent(app);
  const signup = buildSignup(role, overrides);
  const response = await agent.post('/api/signup/', signup);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { agent, user: response.json() as { id: number; role: string; email: string; company: number | null }, signup };
}
