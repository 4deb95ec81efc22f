import { expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { measureOnetRecognition } from './onet-recognition.ts';

describeEachDialect('the skill catalogue from O*NET', (ctx) => {
  const extract = async (agent: Awaited<ReturnType<typeof signedInAgent>>['agent'], text: string) => {
    const response = await agent.post('/api/matching/extract-skills/', { text });
    expect(response.statusCode).toBe(200);
    return response.json<{ skills: { name: string }[] }>().skills.map((skill) => skill.name);
  };

  it('recognises at least 95% of the technologies O*NET names most or marks hot, through extract-skills', async () => {
    const { agent } = await signedInAgent(ctx.app, 'candidate');
    const report = await measureOnetRecognition((text) => extract(agent, text));
    expect(report.total).toBeGreaterThan(1000);
    expect(report.share).toBeGreaterThanOrEqual(0.95);
  });

  it("reads O*NET's long names as the skill people write, and its generic entries as their category", async () => {
    const { agent } = await signedInAgent(ctx.app, 'candidate');
    expect(await extract(agent, 'Experience with Structured query language SQL and Microsoft Visio')).toEqual(['SQL', 'Microsoft Visio']);
    expect(await extract(agent, 'Keeps records in spreadsheet software')).toEqual(['Spreadsheet software']);
    for (const name of ['UNIX', 'XML', 'Drupal', 'Apache Tomcat', 'Teradata Database', 'Oracle PeopleSoft', 'MEDITECH', 'National Instruments LabVIEW']) {
      expect(await extract(agent, `Uses ${name} daily`), name).toHaveLength(1);
    }
    const catalogue = (await agent.get('/api/matching-skills/?search=Spreadsheet%20software')).json() as { results: { name: string; category_name: string }[] };
    expect(catalogue.results.find((skill) => skill.name === 'Spreadsheet software')?.category_name).toBe('Spreadsheet software');
  });
  it('reads UK care, logistics and trades ads as they are written', async () => {
    const { agent } = await signedInAgent(ctx.app, 'candidate');
    const ad = 'Care assistant: hoists, pressure area care, MAR charts and safeguarding. Drivers need Driver CPC and a digital tachograph card. Electricians with the 18th Edition.';
    expect(await extract(agent, ad)).toEqual(
      expect.arrayContaining(['Hoist Operation', 'Pressure Area Care', 'Medication Rounds', 'Safeguarding', 'Driver CPC', 'Tachograph Compliance', '18th Edition Wiring Regulations']),
    );
  });
  // Over a thousand calls from one session: the write throttle is raised for this suite only.
}, { WRITE_RATE_LIMIT: '100000' });
