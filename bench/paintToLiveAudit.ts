import { type Artifacts, Audit } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { liveMark } from '../src/app/pageLive.ts';

/** The audit's id in Lighthouse's report. */
export const paintToLiveAuditId = 'paint-to-live';

/** The trace's events as much of them as is read here. */
interface TraceEvent {
  name: string;
  cat: string;
  ts: number;
  pid: number;
  tid: number;
}

/** A node of Lantern's page graph, as much of it as is read here. */
interface GraphNode {
  type: string;
  /** Observed, in the trace's microseconds. */
  startTime: number;
  endTime: number;
  childEvents?: TraceEvent[];
  request?: { resourceType?: string };
}

/**
 * When the page is live (all of it hydrated), as Lighthouse's mobile simulation (Lantern: slow 4G, 4x CPU) would
 * have it, beside its first contentful paint. The page marks the moment with a user timing (`liveMark`,
 * src/app/pageLive.ts); the mark is found in the task that set it, and that task's end in Lantern's simulation of
 * the whole page (every request and every main-thread task, as for Time to Interactive's pessimistic estimate) is
 * the page's live time. Lantern drops tasks under 10 ms from its graph: when the marking task is one of them, the
 * live time is the simulated end of the last task kept that started before the mark, or of the last script the page
 * had received by then, whichever comes later: when everything the page had to fetch and run before it was live has.
 *
 * `numericValue` is the live time minus Lighthouse's own (simulated) first contentful paint; details carry both.
 */
export class PaintToLiveAudit extends Audit {
  static override get meta() {
    return {
      id: paintToLiveAuditId,
      title: 'From first contentful paint to the page being live (simulated)',
      description: `The simulated time from first contentful paint to the "${liveMark}" user timing mark.`,
      scoreDisplayMode: Audit.SCORING_MODES.NUMERIC,
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps', 'HostDPR'],
    } as typeof Audit.meta;
  }

  static override async audit(artifacts: Artifacts, context: Parameters<typeof Audit.audit>[1]) {
    const traceEvents = artifacts.Trace.traceEvents as unknown as TraceEvent[];
    const mark = traceEvents.find((event) => event.name === liveMark && event.cat.includes('blink.user_timing'));
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: context.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
      HostDPR: artifacts.HostDPR,
    };
    const fcp = (await LanternFirstContentfulPaint.request(data, context)).timing;
    if (!mark) {
      return {
        score: 0,
        numericValue: Number.NaN,
        numericUnit: 'millisecond' as const,
        displayValue: 'never live',
        details: { type: 'debugdata' as const, fcpMs: fcp },
      };
    }
    const interactive = await LanternInteractive.request(data, context);
    const timings = interactive.pessimisticEstimate.nodeTimings as unknown as Map<
      GraphNode,
      { startTime: number; endTime: number }
    >;
    let markingTaskEnd: number | undefined;
    let latestStart = Number.NEGATIVE_INFINITY;
    let lastTaskEnd = Number.NaN;
    let scriptsEnd = Number.NEGATIVE_INFINITY;
    for (const [node, timing] of timings) {
      if (node.type === 'network') {
        if (node.request?.resourceType === 'Script' && node.endTime <= mark.ts) {
          scriptsEnd = Math.max(scriptsEnd, timing.endTime);
        }
        continue;
      }
      if (node.type !== 'cpu') continue;
      if (node.childEvents?.includes(mark)) markingTaskEnd = timing.endTime;
      if (node.startTime <= mark.ts && node.startTime > latestStart) {
        latestStart = node.startTime;
        lastTaskEnd = timing.endTime;
      }
    }
    // A page whose scripts run in short tasks can have every one of them dropped: it is live no sooner than the
    // scripts it had received when it marked itself live have arrived in the simulation.
    const liveMs = markingTaskEnd ?? Math.max(lastTaskEnd, scriptsEnd);
    const paintToLiveMs = Math.max(0, liveMs - fcp);
    return {
      score: paintToLiveMs <= 1_000 ? 1 : 0,
      numericValue: paintToLiveMs,
      numericUnit: 'millisecond' as const,
      displayValue: `${Math.round(paintToLiveMs)} ms`,
      details: { type: 'debugdata' as const, fcpMs: fcp, liveMs },
    };
  }
}
