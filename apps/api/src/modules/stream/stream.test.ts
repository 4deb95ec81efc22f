import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { eventually, openEventStream } from '../../test/event-stream.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

describeEachDialect('the live stream (GET /api/stream/)', (ctx) => {
  const severalInstances = ctx.dialect === 'postgres';
  let port: number;
  // PostgreSQL: a second instance on the same database holds the stream, as behind a load balancer.
  let other: { app: FastifyInstance; db: Db; port: number } | undefined;
  const streamPort = () => other?.port ?? port;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    if (severalInstances) {
      const db = createDatabase(ctx.database.config.database);
      const app = await buildApp({ config: ctx.database.config, db, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      other = { app, db, port: (app.server.address() as AddressInfo).port };
    }
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.db.destroy();
  });

  async function candidateWithApplication() {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Barista' });
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const application = await applyTo(candidate.agent, job.id);
    return { org, job, candidate, application };
  }

  it('refuses anonymous callers', async () => {
    const { Agent } = await import('../../test/agent.ts');
    const stream = await openEventStream(port, new Agent(ctx.app));
    expect(stream.status).toBe(401);
    stream.close();
  });

  it(`pushes a notification made ${severalInstances ? 'on another instance' : 'by another request'} within 2 s, as the API answers it`, async () => {
    const { org, candidate, application } = await candidateWithApplication();
    const stream = await openEventStream(streamPort(), candidate.agent);
    await eventually(() => stream.events.some((event) => event.event === 'ready'));
    const movedAt = Date.now();
    expect((await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' })).statusCode).toBe(200);
    await eventually(() => stream.events.some((event) => event.event === 'notification'));
    const pushed = stream.events.find((event) => event.event === 'notification');
    const [listed] = (await candidate.agent.get('/api/notifications/')).json().results;
    expect(pushed?.data).toEqual(listed);
    expect((pushed?.at ?? Infinity) - movedAt).toBeLessThan(2_000);
    stream.close();
  });

  it('pushes a message to the other side of its conversation, with the conversation it belongs to', async () => {
    const { org, candidate } = await candidateWithApplication();
    const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
    const stream = await openEventStream(streamPort(), candidate.agent);
    await eventually(() => stream.events.length > 0);
    await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Welcome aboard' });
    await eventually(() => stream.events.some((event) => event.event === 'message'));
    expect(stream.events.find((event) => event.event === 'message')?.data).toMatchObject({ body: 'Welcome aboard', mine: false, conversation: conversation.id });
    stream.close();
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, once', async () => {
    const { org, candidate, application } = await candidateWithApplication();
    const first = await openEventStream(streamPort(), candidate.agent);
    await eventually(() => first.events.length > 0);
    const lastEventId = first.events.at(-1)?.id;
    first.close();
    await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' });
    await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' });
    const again = await openEventStream(streamPort(), candidate.agent, lastEventId);
    await eventually(() => again.events.filter((event) => event.event === 'notification').length === 2);
    const titles = again.events.filter((event) => event.event === 'notification').map((event) => (event.data as { title: string }).title);
    expect(titles).toEqual(['Your application for Barista moved to Screening', 'Your application for Barista moved to Interview']);
    again.close();
  });

  it("sends nothing of another person's", async () => {
    const { org, job, application } = await candidateWithApplication();
    const bystander = await signedInAgent(ctx.app, 'candidate');
    const theirs = await applyTo(bystander.agent, job.id);
    const stream = await openEventStream(streamPort(), bystander.agent);
    await eventually(() => stream.events.some((event) => event.event === 'ready'));
    await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'interview' });
    // The fence: the bystander's own notification, made after the other person's, arrives after it would have.
    await org.agent.patch(`/api/job-applications/${theirs.id}/`, { status: 'screening' });
    await eventually(() => stream.events.some((event) => (event.data as { title?: string } | null)?.title === 'Your application for Barista moved to Screening'));
    expect(stream.events.map((event) => event.event)).toEqual(['ready', 'notification']);
    expect(stream.events[1]?.data).toMatchObject({ title: 'Your application for Barista moved to Screening' });
    stream.close();
  });

  it('sends a heartbeat while nothing happens', async () => {
    const { candidate } = await candidateWithApplication();
    const stream = await openEventStream(port, candidate.agent);
    await eventually(() => stream.comments >= 1, 3_000);
    stream.close();
  });

  it('ends its streams cleanly when the server shuts down', async () => {
    const db = createDatabase(ctx.database.config.database);
    const app = await buildApp({ config: ctx.database.config, db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { candidate } = await candidateWithApplication();
    const stream = await openEventStream((app.server.address() as AddressInfo).port, candidate.agent);
    await eventually(() => stream.events.length > 0);
    const closing = app.close();
    await eventually(() => stream.ended);
    await closing;
    await db.destroy();
  });

  it('keeps at most STREAMS_PER_USER streams per person, closing the oldest', async () => {
    const { candidate } = await candidateWithApplication();
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    for (let n = 0; n <= ctx.database.config.STREAMS_PER_USER; n++) {
      streams.push(await openEventStream(port, candidate.agent));
      // Each stream is in (its ready event came) before the next opens, so "oldest" is the first.
      await eventually(() => streams.at(-1)!.events.length > 0 || streams.at(-1)!.ended, 5_000);
    }
    await eventually(() => streams[0]!.ended, 5_000);
    expect(streams.slice(1).every((stream) => !stream.ended)).toBe(true);
    for (const stream of streams) stream.close();
  });
}, { STREAM_HEARTBEAT: '1s' });
