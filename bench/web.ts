/**
 * `npm run bench:web`: builds the web app, reports the gzipped JS and CSS each measured screen loads first, and
 * runs Lighthouse (default mobile config: performance, accessibility, best practices and SEO) on each against the
 * real server with demo data, in Chromium from /usr/bin/chromium (CHROMIUM_PATH to use another). /home and
 * /yourmatches are measured signed in as the demo candidate (session cookies passed through Lighthouse's
 * extraHeaders); the public pages /browse and /jobs/:jobId (the newest open job) as a visitor, against issue 31's
 * targets (performance 95, accessibility, best practices and SEO 100).
 *
 * Environment: BENCH_SKIP_BUILD=1 reuses apps/web/dist; BENCH_RUNS=n runs Lighthouse n times per route and keeps
 * the median performance score (default 1); BENCH_ROUTES=/home,/login audits only those routes (the route table's
 * paths: /jobs/:jobId); BENCH_REPORTS=dir writes each median run's Lighthouse report there as JSON (the long tasks,
 * bootup time and network requests behind a score); BENCH_FILES=1 lists the files each route loads first;
 * BENCH_EVERY_ROUTE=1 also sizes the first-load JavaScript of every path of the route table and audits each screen
 * with Lighthouse as the one it is for (the candidate, the recruiter, the nonprofit, an operator, an organisation
 * owner without a company yet, or a visitor: web/every-screen.ts), against the same targets (about 15 minutes);
 * BENCH_BYTES_ONLY=1 sizes without starting the server or Lighthouse.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startNode, stop, waitFor } from './api/load.ts';
import { makeOperator, screenVisits, signInViewers, VIEWER_HOME, type ScreenVisit } from './web/every-screen.ts';
import { everyRouteLoad, firstLoads, ROUTE_MODULES, STANDS_ALONE_ROUTES } from './web/first-load.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'apps/web/dist');
const JS_BUDGET_KB = 170;
const SCORE_TARGET = 95;
/** Issue 31's targets beside performance for the public pages a crawler and a shared link reach. */
const PUBLIC_TARGET = 100;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const onlyRoutes = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const reportDir = process.env.BENCH_REPORTS;
const bytesOnly = process.env.BENCH_BYTES_ONLY === '1';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
  failing: string[];
  report: string;
}

/**
 * A signed-in viewer's cookies in the browser too (the page reads the id and role cookies to route: document.cookie),
 * and the browser of a returning user: the viewer's home screen loaded once, so the app has kept what it keeps between
 * visits (the user's name, which the page's inline script fills into the drawn screen;
 * apps/web/src/features/auth/lib/remember-name.ts). Lighthouse clears the HTTP cache before each run, not local storage.
 */
async function setBrowserCookies(port: number, base: string, cookie: string, home: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cookies = cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base }));
    await page.setCookie(...cookies);
    // Until the network is quiet but for the live stream: the session and the screen's data have been loaded.
    await page.goto(`${base}${home}`, { waitUntil: 'networkidle2', timeout: 60_000 });
    await page.waitForFunction(`document.querySelector('#root h1')?.textContent?.trim()`, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(url: string, port: number, cookie: string | undefined): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative' && item.scoreDisplayMode !== 'manual' && item.scoreDisplayMode !== 'notApplicable')
    .map((item) => `${item.id} (${item.displayValue ?? item.score})`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    failing,
    report: typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
  };
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(url: string, port: number, cookie: string | undefined): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Lighthouse on each measured route (every path of the route table with BENCH_EVERY_ROUTE=1; BENCH_ROUTES to choose),
 * against the real server with demo data: each viewer in a Chromium of its own (visitors first, then each signed-in
 * role), keyed by the route table's path.
 */
async function lighthouseFigures(routes: string[]): Promise<Map<string, LighthouseFigures & { visit: ScreenVisit }>> {
  const figures = new Map<string, LighthouseFigures & { visit: ScreenVisit }>();
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' };
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = startNode(['apps/api/src/server.ts'], serverEnv, ROOT);
    await waitFor(`${base}/api/session/`, server);
    makeOperator(ROOT, serverEnv);
    const cookies = await signInViewers(base);
    const visits = await screenVisits(routes, base, cookies);
    const viewers = [...new Set(visits.map((visit) => visit.viewer))].sort((a, b) => Number(a !== 'visitor') - Number(b !== 'visitor'));
    for (const viewer of viewers) {
      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
      const cookie = viewer === 'visitor' ? undefined : cookies[viewer];
      if (viewer !== 'visitor') await setBrowserCookies(chrome.port, base, cookies[viewer], VIEWER_HOME[viewer]);
      for (const visit of visits.filter((each) => each.viewer === viewer)) {
        const attempts: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++) attempts.push(await auditWithRetry(`${base}${visit.path}`, chrome.port, cookie));
        attempts.sort((a, b) => a.performance - b.performance);
        const median = attempts[Math.floor(attempts.length / 2)]!;
        figures.set(visit.route, { ...median, visit });
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${visit.route.slice(1).replace(/\W+/g, '-') || 'root'}.json`), median.report);
        }
        if (!median.finalUrl.includes(visit.path)) console.warn(`  ${visit.path} ended at ${median.finalUrl}: was it redirected?`);
        console.log(`  ${visit.path} (${viewer}): performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}${median.failing.length ? `; below 0.9: ${median.failing.join(', ')}` : ''}`);
      }
      chrome.kill();
      chrome = undefined;
    }
  } finally {
    if (chrome) chrome.kill();
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}`);
    console.log('built apps/web/dist');
  }
  const loads = firstLoads(DIST);
  const everyRoute = process.env.BENCH_EVERY_ROUTE === '1' ? everyRouteLoad(DIST) : undefined;
  const audited = (everyRoute?.map((load) => load.route) ?? loads.map((load) => load.route)).filter((route) => !onlyRoutes || onlyRoutes.includes(route));
  const figures = bytesOnly ? new Map<string, LighthouseFigures & { visit: ScreenVisit }>() : await lighthouseFigures(audited);

  if (!bytesOnly) console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}default mobile config (simulated throttling), demo data, SQLite\n`);
  console.log('| route | JS gzip KB | CSS gzip KB | files | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const misses: string[] = [];
  for (const load of loads) {
    const lh = figures.get(load.route);
    console.log(
      `| ${load.route} | ${kb(load.jsGzip)} | ${kb(load.cssGzip)} | ${load.files.length} | ${lh?.performance ?? ''} | ${lh?.accessibility ?? ''} | ${lh?.bestPractices ?? ''} | ${lh?.seo ?? ''} | ${lh ? lh.fcp.toFixed(0) : ''} | ${lh ? lh.lcp.toFixed(0) : ''} | ${lh ? lh.tbt.toFixed(0) : ''} | ${lh ? lh.cls.toFixed(3) : ''} |`,
    );
    if (load.jsGzip / 1024 > JS_BUDGET_KB) misses.push(`${load.route} JS ${kb(load.jsGzip)} KB > ${JS_BUDGET_KB} KB`);
    if (lh && lh.performance < SCORE_TARGET) misses.push(`${load.route} performance ${lh.performance} < ${SCORE_TARGET}`);
    if (lh && lh.accessibility < SCORE_TARGET) misses.push(`${load.route} accessibility ${lh.accessibility} < ${SCORE_TARGET}`);
    if (lh && STANDS_ALONE_ROUTES.includes(load.route)) {
      for (const [name, score] of [['accessibility', lh.accessibility], ['best practices', lh.bestPractices], ['SEO', lh.seo]] as const) {
        if (score < PUBLIC_TARGET) misses.push(`${load.route} ${name} ${score} < ${PUBLIC_TARGET}`);
      }
    }
  }
  if (everyRoute) {
    console.log('\nEvery path of the route table (apps/web/src/app/route-table.ts): first-load JavaScript, and Lighthouse as the viewer\n');
    console.log('| path | viewer | JS gzip KB | files | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const over: string[] = [];
    const measuredAbove = new Set(loads.map((load) => load.route));
    for (const load of everyRoute) {
      const lh = figures.get(load.route);
      console.log(
        `| ${load.route} | ${lh?.visit.viewer ?? ''} | ${kb(load.jsGzip)} | ${load.files.length} | ${lh?.performance ?? ''} | ${lh?.accessibility ?? ''} | ${lh?.bestPractices ?? ''} | ${lh?.seo ?? ''} | ${lh ? lh.fcp.toFixed(0) : ''} | ${lh ? lh.lcp.toFixed(0) : ''} | ${lh ? lh.tbt.toFixed(0) : ''} | ${lh ? lh.cls.toFixed(3) : ''} |`,
      );
      // The table above judged the four app screens' JavaScript, and the Lighthouse figures of each route it lists.
      if (load.jsGzip / 1024 > JS_BUDGET_KB && !(load.route in ROUTE_MODULES)) over.push(load.route);
      if (measuredAbove.has(load.route)) continue;
      if (lh && lh.performance < SCORE_TARGET) misses.push(`${load.route} performance ${lh.performance} < ${SCORE_TARGET}`);
      if (lh && lh.accessibility < SCORE_TARGET) misses.push(`${load.route} accessibility ${lh.accessibility} < ${SCORE_TARGET}`);
    }
    if (over.length > 0) misses.push(`${over.length} more paths JS > ${JS_BUDGET_KB} KB (${over.join(', ')})`);
  }
  console.log(misses.length === 0 ? `\nevery target met (JS <= ${JS_BUDGET_KB} KB gzip, Lighthouse >= ${SCORE_TARGET})` : `\ntargets missed: ${misses.join('; ')}`);
  if (process.env.BENCH_FILES === '1') for (const load of loads) console.log(`\n${load.route}: ${load.files.join(', ')}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
