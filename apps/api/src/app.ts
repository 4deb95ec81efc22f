import Fastify, { type FastifyInstance, type RawServerDefault } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSerializerCompiler } from './lib/serializer.ts';
import type { Config } from './config.ts';
import { createDatabase, type Db } from './db/database.ts';
import type { JWTVerifyGetKey } from 'jose';
import { authRoutes, createGoogleVerifier } from './modules/auth/entry.ts';
import { communityArea, eventRemindersPlugin, volunteeringTasksPlugin } from './modules/community/entry.ts';
import { healthRoutes } from './modules/health/entry.ts';
import { heldMovesPlugin, jobsArea } from './modules/jobs/entry.ts';
import type { MatchScorer } from './modules/jobs/index.ts';
import { matchingArea, matchingPlugin } from './modules/matching/entry.ts';
import { streamPlugin, streamRoutes } from './modules/stream/entry.ts';
import { notificationRoutes, notificationsPlugin } from './modules/notifications/entry.ts';
import { conversationRoutes, conversationsPlugin } from './modules/conversations/entry.ts';
import { savedSearchesPlugin, savedSearchRoutes } from './modules/saved-searches/entry.ts';
import { invitationRoutes } from './modules/invitations/entry.ts';
import { interviewRemindersPlugin, interviewRoutes } from './modules/interviews/entry.ts';
import { blockRoutes } from './modules/blocks/entry.ts';
import { adminRoutes } from './modules/admin/entry.ts';
import { reportRoutes } from './modules/reports/entry.ts';
import { repliesPlugin } from './modules/replies/entry.ts';
import { staleJobRoutes, staleJobsPlugin } from './modules/stale-jobs/entry.ts';
import { profileArea } from './modules/profile/entry.ts';
import { userRoutes } from './modules/users/entry.ts';
import { teamRoutes } from './modules/team/entry.ts';
import { accountRoutes, accountSweepPlugin, privacyRoutes, recoveryRoutes } from './modules/account/entry.ts';
import { sendGoogleTakeoverEmail, sendVerificationEmail } from './modules/account/index.ts';
import { logSerializers, REDACT } from './lib/log-serializers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { mailPlugin, unsubscribeRoutes } from './modules/mail/entry.ts';
import { notificationPreferencesRoutes } from './modules/notification-preferences/entry.ts';
import { authPlugin } from './plugins/auth.ts';
import { mediaPlugin } from './plugins/media.ts';
import { fileParsingPlugin } from './plugins/file-parsing.ts';
import { throttlingPlugin } from './plugins/throttling.ts';
import { databasePlugin } from './plugins/database.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { queuePlugin } from './plugins/queue.ts';
import { schedulerPlugin } from './plugins/scheduler.ts';
import { busPlugin } from './plugins/bus.ts';
import { createBus } from './bus/index.ts';
import { createQueue, type JobQueue } from './queue/index.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { publicPagesRoutes } from './modules/public-pages/entry.ts';

export interface BuildOptions {
  config: Config;
  /** An open database to use (tests share one); otherwise the app opens its own and closes it on shutdown. */
  db?: Db;
  logger?: boolean;
  /** Where log lines go (server.ts: stdout, asynchronously, lib/log-destination.ts); pino's default otherwise. */
  logStream?: { write(line: string): void };
  /** Google's signing keys; tests pass a local key set so nothing reaches the network. */
  googleKeys?: JWTVerifyGetKey;
  /** The queue to use (tests run jobs in process unless they test a queue); otherwise the deployment's own. */
  queue?: JobQueue;
  /** How the job lists score jobs for a candidate; the matching engine's unless given (tests give their own). */
  matchScorer?: MatchScorer;
}

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp({ config, db, logger = true, logStream, googleKeys, queue, matchScorer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify<RawServerDefault>({
    logger: logger
      ? { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' }, serializers: logSerializers, ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: config.NODE_ENV === 'test' }));
  app.decorate('checkResponses', config.NODE_ENV === 'test');

  // External plugins, then the app's own, then routes (the order fastify/demo keeps).
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, {
    db: db ?? createDatabase(config.database, { onConnectionError: (err) => app.log.warn({ err }, 'database: an idle connection was lost') }),
    dialect: config.database.dialect,
    closeOnShutdown: !db,
  });
  await app.register(readinessPlugin);
  await app.register(busPlugin, { bus: createBus(config, app.log) });
  await app.register(queuePlugin, { queue: queue ?? createQueue(config, app.log) });
  await app.register(schedulerPlugin, { intervalMs: config.SCHEDULER_INTERVAL });
  await app.register(inputHygienePlugin);
  await app.register(authPlugin, { secret: config.SESSION_SECRET });
  await app.register(throttlingPlugin, { config });
  await app.register(mediaPlugin, { uploadsDir: config.uploadsDir });
  await app.register(fileParsingPlugin, { config });
  await app.register(matchingPlugin, { scorer: matchScorer });
  await app.register(streamPlugin, { config });
  await app.register(notificationsPlugin);
  // After the notifier: the mail module installs how notifications are e-mailed.
  await app.register(mailPlugin, { config });
  await app.register(accountSweepPlugin);
  await app.register(conversationsPlugin);
  await app.register(repliesPlugin, { config });
  await app.register(staleJobsPlugin, { config });
  await app.register(savedSearchesPlugin);
  await app.register(interviewRemindersPlugin, { config });
  await app.register(eventRemindersPlugin);
  await app.register(volunteeringTasksPlugin);
  await app.register(heldMovesPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        secret: config.SESSION_SECRET,
        signupRateLimit: config.SIGNUP_RATE_LIMIT,
        googleClientId: config.GOOGLE_CLIENT_ID,
        google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier(config.GOOGLE_CLIENT_ID, googleKeys) : undefined,
        sendVerificationEmail,
        sendGoogleTakeoverEmail,
      });
      await api.register(userRoutes, { uploadsDir: config.uploadsDir });
      await api.register(jobsArea, { uploadsDir: config.uploadsDir, payRangeRequired: config.PAY_RANGE_REQUIRED });
      await api.register(communityArea, { uploadsDir: config.uploadsDir });
      await api.register(matchingArea);
      await api.register(recoveryRoutes);
      await api.register(accountRoutes);
      await api.register(privacyRoutes, { uploadsDir: config.uploadsDir, secret: config.SESSION_SECRET });
      await api.register(notificationPreferencesRoutes);
      await api.register(streamRoutes);
      await api.register(notificationRoutes);
      await api.register(conversationRoutes, { config });
      await api.register(invitationRoutes, { config });
      await api.register(blockRoutes);
      await api.register(savedSearchRoutes);
      await api.register(teamRoutes);
      await api.register(interviewRoutes, { config });
      await api.register(staleJobRoutes, { staleAfterMs: config.JOB_STALE_AFTER, pauseAfterMs: config.JOB_PAUSE_AFTER });
      await api.register(adminRoutes);
      await api.register(reportRoutes, { perHour: config.REPORT_RATE_LIMIT });
    },
    { prefix: '/api' },
  );
  // The profile area also answers under /common/ (the résumé), so it registers its own prefixes.
  await app.register(profileArea, { uploadsDir: config.uploadsDir });
  await app.register(unsubscribeRoutes);
  await app.register(publicPagesRoutes, { origin: config.publicUrl, pauseAfterMs: config.JOB_PAUSE_AFTER, webDist: config.webDist });
  await app.register(webAppPlugin, { root: config.webDist });
  return app;
}
