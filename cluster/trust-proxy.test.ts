import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingPieces, startDeployment, type Deployment } from './deployment.ts';

const missing = missingPieces();

interface Answer {
  status: number;
  cookies: string[];
}

/**
 * A browser at its own address: nginx listens on 127.0.0.1 and sees the loopback address the client connects
 * from (127.0.0.2, 127.0.0.3, ...), so clients behind it differ as they would on the internet.
 */
class BrowserAt {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly deployment: Deployment,
    private readonly localAddress: string,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.send('GET', '/api/session/');
    const url = new URL(path, this.deployment.proxy);
    const text = body === undefined ? undefined : JSON.stringify(body);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          localAddress: this.localAddress,
          ca: this.deployment.certificate,
          headers: {
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(method === 'GET' ? {} : { 'x-csrftoken': this.cookies.get('csrftoken') ?? '' }),
            ...(text === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, cookies: incoming.headers['set-cookie'] ?? [] }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(text);
    });
    for (const cookie of answer.cookies) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }

  logIn = (email: string, password: string, headers?: Record<string, string>) => this.send('POST', '/api/login/', { email, password }, headers);
}

const secure = (answer: Answer, name: string) => {
  const cookie = answer.cookies.find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return /;\s*secure/i.test(cookie);
};

describe.skipIf(missing)('TRUST_PROXY=1 behind the real nginx, over HTTPS', () => {
  let deployment: Deployment;
  const email = `proxied.${Date.now()}@tandem.dev`;
  const password = 'Passw0rd!';
  beforeAll(async () => {
    deployment = await startDeployment(undefined, { tls: true, env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '2' } });
    const signup = await new BrowserAt(deployment, '127.0.0.9').send('POST', '/api/signup/', {
      name: 'Proxied Person',
      email,
      password,
      role: 'candidate',
      phone_number: '',
      address: '',
    });
    expect(signup.status).toBe(201);
  });
  afterAll(() => deployment?.stop());

  it('sets the session cookie Secure, as nginx forwards the HTTPS it answered', async () => {
    const answer = await new BrowserAt(deployment, '127.0.0.2').logIn(email, password);
    expect(answer.status).toBe(200);
    expect(secure(answer, 'sessionid')).toBe(true);
    expect(secure(answer, 'csrftoken')).toBe(true);
  });

  it("counts an attacker's failures at its real address whatever X-Forwarded-For it writes, and lets the person in from theirs", async () => {
    const attacker = new BrowserAt(deployment, '127.0.0.3');
    for (let i = 0; i < 2; i += 1) {
      // A new made-up address each time: nginx appends the real one, and only that hop is believed.
      expect((await attacker.logIn(email, 'Wrong0ne!', { 'x-forwarded-for': `192.0.2.${i + 1}` })).status).toBe(401);
    }
    expect((await attacker.logIn(email, password, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(429);
    // Behind the same proxy, from an address with no failures of its own: the right password gets in.
    expect((await new BrowserAt(deployment, '127.0.0.4').logIn(email, password)).status).toBe(200);
  });

  it('ignores an X-Forwarded-Proto a client writes: over HTTPS nginx says https', async () => {
    const answer = await new BrowserAt(deployment, '127.0.0.5').send('GET', '/api/session/', undefined, { 'x-forwarded-proto': 'http' });
    expect(secure(answer, 'csrftoken')).toBe(true);
  });
});
