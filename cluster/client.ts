/** A browser-like client over fetch: keeps cookies and sends the CSRF header on writes, to any address given. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: unknown, base = this.base): Promise<{ status: number; json: () => unknown }> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.request('GET', '/api/session/', undefined, base);
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, json: () => (text ? JSON.parse(text) : null) };
  }

  get = (path: string, base?: string) => this.request('GET', path, undefined, base);
  post = (path: string, body?: unknown, base?: string) => this.request('POST', path, body, base);
  patch = (path: string, body?: unknown, base?: string) => this.request('PATCH', path, body, base);
  delete = (path: string, base?: string) => this.request('DELETE', path, undefined, base);
}

let sequence = 0;
/** Signs a new user of the role up (and so in) through the given address. */
export async function signUp(base: string, role: string): Promise<{ client: Client; id: number }> {
  const client = new Client(base);
  sequence += 1;
  const answer = await client.post('/api/signup/', {
    name: `Cluster ${role} ${sequence}`,
    email: `cluster.${role}.${sequence}.${Date.now()}@tandem.dev`,
    password: 'Passw0rd!',
    role,
    phone_number: '',
    address: '',
  });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${JSON.stringify(answer.json())}`);
  return { client, id: (answer.json() as { id: number }).id };
}

/** A job's form as the suites post it: a London, remote, full-time Python job paying 40,000 to 55,000, with the fields given overriding those. */
export const clusterJob = (fields: { title: string; description: string }) => ({
  keywords: 'Python',
  salary_min: 40000,
  salary_max: 55000,
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
  is_remote: true,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 0,
  benefits_and_perks: '',
  visa_sponsor: false,
  ...fields,
});
