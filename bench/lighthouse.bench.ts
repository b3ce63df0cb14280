import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { afterPaintListId, serverStateElementId } from '../src/app/serverState.ts';
import { chromiumLaunchOptions } from '../vitest.config.ts';
import { PaintToLiveAudit, paintToLiveAuditId } from './paintToLiveAudit.ts';
import type { BenchReport } from './run.ts';
import { type BenchPage, drawnHtml, median, spread, startShop } from './shopPages.ts';

/**
 * Lighthouse mobile (a mid-range phone on slow 4G, simulated; DESIGN.md §6) on the pages visits start on: home, the
 * three stores, a product page of each game and the FAQ, served by the marketplace as `npm start` serves it (the e2e
 * server: built SPA, fresh embedded database with the demo catalogue), in a process of its own.
 *
 * A shared machine's speed changes by a factor of two from one hour to the next, and Lighthouse's simulation scales
 * the main thread's work it observes: a figure alone cannot tell a slow page from a slow hour. So:
 * - each page is loaded once first and that run thrown away (the server renders the demo pictures on their first
 *   request, and reads its pages' data into its caches);
 * - every run has a browser of its own, launched for it (an empty cache, no state left by the previous page);
 * - the pages are measured in rounds, each round one run of every page, so that a busy minute falls on all of them
 *   alike, and each figure is the median of its runs (BENCH_LIGHTHOUSE_RUNS, 5) with their spread;
 * - a reference page is measured in every round: the store's drawn page as the server sends it (same HTML, same
 *   stylesheet and pictures, from the same server through a pass-through process) with its scripts taken out. What
 *   it scores and blocks is what this machine gives a page that runs no script at that hour; each page is printed
 *   beside it, with Lighthouse's host-speed figure (benchmarkIndex) of its runs.
 *
 * Paint to live is the simulated time from first contentful paint to the page being live (bench/paintToLiveAudit.ts).
 * BENCH_LIGHTHOUSE_PAGES (comma-separated names) measures some pages only.
 */
const goals = {
  performance: 95,
  tbtMs: 200,
  lcpMs: 1_800,
  cls: 0.02,
  paintToLiveMs: 1_000,
  accessibility: 100,
  bestPractices: 100,
};
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const referenceName = 'reference (no script)';

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  paintToLiveMs: number;
  /** The scripts the page asks for once it has painted so as to become live (compressed, as sent). */
  scriptToLiveKb: number;
  /**
   * The least paint-to-live the simulated network allows: those scripts' bytes at its throughput, after one round
   * trip to ask for them, with no time at all for running them.
   */
  liveFloorMs: number;
  /** JS and CSS as sent over the network (compressed), all the run downloaded. */
  scriptAndStyleKb: number;
  /** The API requests the page made that were not answered with a success, as `status path`. */
  failedApiRequests: string[];
  /** Lighthouse's measure of the machine's speed during the run: lower on a loaded machine, scores with it. */
  benchmarkIndex: number;
  /** How the run was throttled, as Lighthouse reports it. */
  throttling: string;
  /** Why Lighthouse could not score the run (a page that never painted its largest content, a crash…). */
  error?: string;
}

interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType?: string;
  transferSize?: number;
}

const config: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
  audits: [{ implementation: PaintToLiveAudit }],
  categories: {
    // Weight 0: reported beside the metrics, the score is Lighthouse's own.
    performance: { title: 'Performance', auditRefs: [{ id: paintToLiveAuditId, weight: 0, group: 'hidden' }] },
  },
};

/**
 * A page measured while its data failed to load (an error message instead of the results) scores better than
 * the page a shopper gets: a run counts only if the page's own data request was answered (or the page arrived
 * drawn with that data), and every API request of the run that failed is reported with it.
 */
function checkApiRequests(page: BenchPage, requests: NetworkRequest[], drawnWithData: boolean): string[] {
  const { origin } = new URL(page.url);
  const api = requests.filter((request) => request.url.startsWith(`${origin}/api/`));
  const answered = (request: NetworkRequest) => request.statusCode >= 200 && request.statusCode < 400;
  const requested = api.some(
    (request) => new URL(request.url).pathname === `/api/${page.dataPath}` && answered(request),
  );
  if (page.dataPath && !requested && !drawnWithData) {
    throw new Error(
      `${page.name}: its data (/api/${page.dataPath}) was not loaded; API requests: ${api.map((request) => `${request.statusCode} ${request.url}`).join(', ') || 'none'}`,
    );
  }
  return api
    .filter((request) => !answered(request) && !request.url.includes('/api/static/images/'))
    .map((request) => `${request.statusCode} ${request.url.slice(origin.length)}`);
}

/**
 * The scripts a drawn page asks for once it has painted so as to become live (its modules and their imports,
 * public/first-paint.js), as addresses; none for the reference.
 */
async function scriptsAfterPaint(page: BenchPage): Promise<Set<string>> {
  const html = await drawnHtml(page.url);
  const pattern = new RegExp(`<script type="application/json" id="${afterPaintListId}">(.*?)</script>`, 's');
  const list = html.match(pattern)?.[1];
  if (!list) return new Set();
  const { modules, preloads } = JSON.parse(list) as { modules: string[]; preloads: string[] };
  return new Set([...modules, ...preloads].map((path) => new URL(path, page.url).href));
}

/** Whether the server answers the page drawn with its data: a successful query named by `drawnQuery` in its state. */
async function isDrawnWithData(page: BenchPage): Promise<boolean> {
  if (!page.drawnQuery) return false;
  const html = await drawnHtml(page.url);
  const pattern = new RegExp(`<script type="application/json" id="${serverStateElementId}">(.*?)</script>`, 's');
  const state = html.match(pattern)?.[1];
  if (!state) return false;
  const { queries } = (
    JSON.parse(state) as { queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } }
  ).queries;
  return queries.some((query) => query.state.status === 'success' && query.queryKey.includes(page.drawnQuery));
}

/** One Lighthouse run of a page in a browser launched for it alone. */
async function measure(page: BenchPage): Promise<RunResult> {
  const drawnWithData = await isDrawnWithData(page);
  const afterPaint = await scriptsAfterPaint(page);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const runner = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!runner) throw new Error(`Lighthouse gave no result for ${page.url}`);
    const { categories, audits, environment, configSettings, lighthouseVersion } = runner.lhr;
    const { rttMs, throughputKbps, cpuSlowdownMultiplier } = configSettings.throttling;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const metricErrors = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .map((id) => audits[id]?.errorMessage)
      .filter(Boolean);
    const error = runner.lhr.runtimeError?.message ?? metricErrors[0] ?? undefined;
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const scriptToLiveBytes = requests
      .filter((request) => afterPaint.has(request.url))
      .reduce((total, request) => total + (request.transferSize ?? 0), 0);
    const scriptAndStyleBytes = requests
      .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
      .reduce((total, request) => total + (request.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      paintToLiveMs: value(paintToLiveAuditId),
      scriptToLiveKb: scriptToLiveBytes / 1024,
      // Lantern's throughput is in kibibits per second.
      liveFloorMs: rttMs + (scriptToLiveBytes * 8 * 1000) / (throughputKbps * 1024),
      scriptAndStyleKb: scriptAndStyleBytes / 1024,
      failedApiRequests: checkApiRequests(page, requests, drawnWithData),
      benchmarkIndex: environment.benchmarkIndex,
      error,
      throttling: `Lighthouse ${lighthouseVersion}, ${configSettings.formFactor}, ${configSettings.throttlingMethod} (RTT ${rttMs} ms, ${throughputKbps} kbit/s, CPU x${cpuSlowdownMultiplier})`,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run says
 * nothing about the page, so it is measured again, twice at most, before it counts as a failure.
 */
async function measureOnce(page: BenchPage): Promise<RunResult> {
  let result = await measure(page);
  for (let retry = 0; retry < 2 && result.error?.includes('trace'); retry++) result = await measure(page);
  return result;
}

export default async function lighthouseBench(): Promise<BenchReport> {
  const shop = await startShop({ only: onlyPages });
  try {
    const { pages } = shop;
    const measured: BenchPage[] = [{ name: referenceName, url: shop.referenceUrl }, ...pages];

    for (const page of measured) await measureOnce(page);
    const runs = new Map<string, RunResult[]>(measured.map((page) => [page.name, []]));
    for (let round = 0; round < runsPerPage; round++) {
      for (const page of measured) runs.get(page.name)?.push(await measureOnce(page));
    }

    const referenceRuns = runs.get(referenceName) ?? [];
    const referenceScore = median(referenceRuns.map((run) => run.performance));
    const referenceTbt = median(referenceRuns.map((run) => run.tbtMs));
    const rows: BenchReport['rows'] = measured.map((page) => {
      const results = runs.get(page.name) ?? [];
      const of = (metric: (run: RunResult) => number) => results.map(metric);
      const medians = {
        performance: median(of((run) => run.performance)),
        tbtMs: median(of((run) => run.tbtMs)),
        lcpMs: median(of((run) => run.lcpMs)),
        cls: median(of((run) => run.cls)),
        paintToLiveMs: median(of((run) => run.paintToLiveMs)),
        accessibility: median(of((run) => run.accessibility)),
        bestPractices: median(of((run) => run.bestPractices)),
      };
      const errors = results.flatMap((run) => (run.error ? [run.error] : []));
      const failedApi = [...new Set(results.flatMap((run) => run.failedApiRequests))];
      const misses = [
        medians.performance < goals.performance && 'score',
        medians.tbtMs > goals.tbtMs && 'TBT',
        medians.lcpMs > goals.lcpMs && 'LCP',
        medians.cls > goals.cls && 'CLS',
        page.name !== referenceName && !(medians.paintToLiveMs <= goals.paintToLiveMs) && 'live',
        medians.accessibility < goals.accessibility && 'a11y',
        medians.bestPractices < goals.bestPractices && 'BP',
      ].filter(Boolean);
      return {
        page: page.name,
        score: medians.performance,
        score_range: spread(of((run) => run.performance)),
        tbt_ms: Math.round(medians.tbtMs),
        tbt_range: spread(of((run) => run.tbtMs)),
        ref_score: referenceScore,
        ref_tbt_ms: Math.round(referenceTbt),
        fcp_ms: Math.round(median(of((run) => run.fcpMs))),
        lcp_ms: Math.round(medians.lcpMs),
        lcp_range: spread(of((run) => run.lcpMs)),
        cls: Number(medians.cls.toFixed(3)),
        paint_to_live_ms: page.name === referenceName ? '' : Math.round(medians.paintToLiveMs),
        live_range: page.name === referenceName ? '' : spread(of((run) => run.paintToLiveMs)),
        script_to_live_kB: page.name === referenceName ? '' : Math.round(median(of((run) => run.scriptToLiveKb))),
        live_floor_ms: page.name === referenceName ? '' : Math.round(median(of((run) => run.liveFloorMs))),
        js_css_kB: Math.round(median(of((run) => run.scriptAndStyleKb))),
        a11y: medians.accessibility,
        bp: medians.bestPractices,
        host_speed: Math.round(median(of((run) => run.benchmarkIndex))),
        host_range: spread(of((run) => run.benchmarkIndex)),
        within:
          errors.length > 0
            ? `NO (${errors[0]})`
            : misses.length > 0
              ? `NO (${misses.join(', ')})`
              : failedApi.length > 0
                ? `yes, but failed: ${failedApi.join(' ')}`
                : 'yes',
      };
    });
    const all = [...runs.values()].flat();
    return {
      title: `Lighthouse mobile: median of ${runsPerPage} runs per page, each in a fresh browser, beside a no-script reference`,
      rows,
      notes: [
        `Goals: score >= ${goals.performance}, TBT <= ${goals.tbtMs} ms, LCP <= ${goals.lcpMs} ms, CLS <= ${goals.cls}, paint to live <= ${goals.paintToLiveMs} ms, accessibility and best practices ${goals.accessibility}.`,
        `Settings: ${all[0]?.throttling}; a warm-up run of each page first, not counted; the pages measured in ${runsPerPage} rounds, one run of each per round.`,
        `Reference: /cs-store as the server draws it with its scripts taken out (same HTML, stylesheet and pictures), measured in every round; ref_score and ref_tbt_ms are its medians.`,
        'paint_to_live_ms: Lantern-simulated time from first contentful paint to the page marking itself live (every part hydrated).',
        'script_to_live_kB: the scripts the page asks for after its paint to become live (as sent; public/first-paint.js); live_floor_ms: the least paint to live the simulated network allows for them (one round trip, then their bytes at its throughput, no time to run them).',
        `Host speed (Lighthouse benchmarkIndex) over all ${all.length} runs: median ${Math.round(median(all.map((run) => run.benchmarkIndex)))}, ${spread(all.map((run) => run.benchmarkIndex))}; a loaded machine scores lower.`,
        'js_css_kB: every script and stylesheet the run downloaded (compressed, as sent), idle prefetches included when they came before the run ended.',
        'Served by scripts/e2e-server.ts (built SPA, fresh embedded database, demo catalogue) in its own process.',
      ],
    };
  } finally {
    await shop.stop();
  }
}
