import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { type Browser, chromium } from 'playwright';
import { liveAttribute, liveMark } from '../src/app/pageLive.ts';
import { chromiumLaunchOptions } from '../vitest.config.ts';
import type { BenchReport } from './run.ts';
import { type BenchPage, median, spread, startShop } from './shopPages.ts';

/**
 * The pages a visit starts on, loaded as a mid-range phone on slow 4G loads them, with the throttling applied rather
 * than simulated: Chromium's own network emulation (150 ms round trips, 1.6 Mbit/s down, as Lighthouse's mobile
 * setting) and its CPU slowed 4x, in a phone's window. Lighthouse's simulation (bench/lighthouse.bench.ts) replays
 * an unthrottled load and cannot tell when a request was made because of something that happened late: a picture
 * the carousel lets the browser fetch once it can move counts there as if it had been asked for with the page. Here
 * the browser itself waits, so what comes after the page is live stays after it.
 *
 * Per page: first contentful paint, the page marking itself live (every part hydrated), the time between, what the
 * network carried until then, and the main thread's long tasks from paint to live (their time over 50 ms, as Total
 * Blocking Time counts them). Each run is a fresh browser context (an empty cache); a warm-up run of each page first,
 * not counted; then rounds of one run of every page (BENCH_PHONE_RUNS, 5), medians with their spread. The reference
 * is the store's drawn page without its scripts (bench/shopPages.ts), and Lighthouse's machine-speed figure is
 * measured in a page before and after. BENCH_PHONE_PAGES (comma-separated names) measures some pages only.
 */
const goalPaintToLiveMs = 1_000;
const runsPerPage = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const onlyPages = process.env.BENCH_PHONE_PAGES?.split(',').map((name) => name.trim());
const referenceName = 'reference (no script)';
const network = { latencyMs: 150, downloadKbps: 1_638.4, uploadKbps: 750 };
const cpuSlowdown = 4;
const timeoutMs = 60_000;

interface Run {
  fcpMs: number;
  /** NaN for the reference, which runs no script. */
  liveMs: number;
  /** Bytes received until the page was live (or, for the reference, until its load event). */
  receivedKb: number;
  /** Long tasks between paint and live: the sum of their time over 50 ms. */
  blockingMs: number;
}

/** Recorded in the page from its first script on: long tasks, as the browser reports them. */
function watchLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
}

async function measure(browser: Browser, page: BenchPage, isReference: boolean): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(watchLongTasks);
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downloadKbps * 1024) / 8,
      uploadThroughput: (network.uploadKbps * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // DevTools stamps its network events on a monotonic clock of its own (seconds); a request's start also carries
    // the wall clock, which maps them onto the page's time.
    let wallMinusMonotonicMs: number | undefined;
    devtools.on('Network.requestWillBeSent', ({ timestamp, wallTime }) => {
      wallMinusMonotonicMs ??= wallTime * 1000 - timestamp * 1000;
    });
    const received: { atMs: number; bytes: number }[] = [];
    devtools.on('Network.loadingFinished', ({ timestamp, encodedDataLength }) =>
      received.push({ atMs: timestamp * 1000, bytes: encodedDataLength }),
    );
    await tab.goto(page.url, { waitUntil: isReference ? 'load' : 'commit', timeout: timeoutMs });
    if (!isReference) {
      await tab.waitForFunction((name) => document.documentElement.hasAttribute(name), liveAttribute, {
        timeout: timeoutMs,
      });
    }
    const timing = await tab.evaluate((mark) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        live: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        loaded: navigation?.loadEventEnd ?? Number.NaN,
        origin: performance.timeOrigin,
        longTasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      };
    }, liveMark);
    const end = isReference ? timing.loaded : timing.live;
    const toPageMs = (atMs: number) => atMs + (wallMinusMonotonicMs ?? Number.NaN) - timing.origin;
    const receivedBytes = received
      .filter((event) => toPageMs(event.atMs) <= end)
      .reduce((total, event) => total + event.bytes, 0);
    const blockingMs = timing.longTasks
      .filter((task) => task.start >= timing.fcp && task.start < end)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    return { fcpMs: timing.fcp, liveMs: timing.live, receivedKb: receivedBytes / 1024, blockingMs };
  } finally {
    await context.close();
  }
}

export default async function phoneLoadBench(): Promise<BenchReport> {
  const shop = await startShop({ only: onlyPages });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const measured = [{ name: referenceName, url: shop.referenceUrl }, ...shop.pages];
    const machineSpeed = async () => {
      const tab = await browser?.newPage();
      try {
        return Math.round((await tab?.evaluate(pageFunctions.computeBenchmarkIndex)) ?? Number.NaN);
      } finally {
        await tab?.close();
      }
    };
    const speedBefore = await machineSpeed();
    for (const page of measured) await measure(browser, page, page.name === referenceName);
    const runs = new Map<string, Run[]>(measured.map((page) => [page.name, []]));
    for (let round = 0; round < runsPerPage; round++) {
      for (const page of measured) runs.get(page.name)?.push(await measure(browser, page, page.name === referenceName));
    }
    const speedAfter = await machineSpeed();
    const rows: BenchReport['rows'] = measured.map((page) => {
      const results = runs.get(page.name) ?? [];
      const of = (metric: (run: Run) => number) => results.map(metric);
      const isReference = page.name === referenceName;
      const paintToLive = median(of((run) => run.liveMs - run.fcpMs));
      return {
        page: page.name,
        fcp_ms: Math.round(median(of((run) => run.fcpMs))),
        fcp_range: spread(of((run) => run.fcpMs)),
        live_ms: isReference ? '' : Math.round(median(of((run) => run.liveMs))),
        paint_to_live_ms: isReference ? '' : Math.round(paintToLive),
        live_range: isReference ? '' : spread(of((run) => run.liveMs - run.fcpMs)),
        received_kB: Math.round(median(of((run) => run.receivedKb))),
        blocking_ms: Math.round(median(of((run) => run.blockingMs))),
        within: isReference ? '' : paintToLive <= goalPaintToLiveMs ? 'yes' : 'NO (live)',
      };
    });
    return {
      title: `Phone load, throttled (not simulated): median of ${runsPerPage} runs per page, each in a fresh context`,
      rows,
      notes: [
        `Goal: paint to live <= ${goalPaintToLiveMs} ms (issue #28, there under Lighthouse's simulation).`,
        `Throttling applied by Chromium: ${network.latencyMs} ms latency, ${network.downloadKbps} kbit/s down, ${network.uploadKbps} kbit/s up, CPU x${cpuSlowdown}; window 412x823 at 1.75 device pixels.`,
        `received_kB: what the network carried until the page was live (the reference: until its load event); blocking_ms: long tasks between paint and live, their time over 50 ms.`,
        `Reference: /cs-store as the server draws it with its scripts taken out, measured in every round.`,
        `Machine speed (Lighthouse benchmarkIndex, in a page) before ${speedBefore}, after ${speedAfter}: a loaded machine scores lower; compare runs only at similar speeds.`,
        'Served by scripts/e2e-server.ts (built SPA, fresh embedded database, demo catalogue) in its own process.',
      ],
    };
  } finally {
    await browser?.close();
    await shop.stop();
  }
}
