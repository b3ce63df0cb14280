import { randomUUID } from 'node:crypto';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { type Attributes, context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyPluginCallback } from 'fastify';
import type { DbObserver } from '../db/observed.ts';

/**
 * OpenTelemetry traces of the shop (README "Monitoring"): a span per request (@fastify/otel), per database call and
 * per background job, sent over OTLP/HTTP when an endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT), and nothing at all
 * otherwise: without a started SDK every call below goes to OpenTelemetry's no-op tracer. An order's spans carry its
 * id (`order.id`), and a job's span links to the span that sent it, so one order's path can be followed across
 * requests, jobs and instances.
 */

export const tracer = trace.getTracer('skinsmarket');

/** The attribute every span about one order carries. */
export const orderIdAttribute = 'order.id';

export interface Tracing {
  /** Sends what is still buffered, then stops: nothing is traced afterwards. */
  shutdown(): Promise<void>;
}

/**
 * Starts the Node SDK for this process: traces only (the metrics are Prometheus'), batched over OTLP/HTTP to
 * `tracesUrl`, and to any other `processors` given (tests). Call once, before the app is built.
 */
export function startTracing(options: {
  serviceName: string;
  tracesUrl?: string;
  processors?: SpanProcessor[];
}): Tracing {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    resource: resources.resourceFromAttributes({ 'service.instance.id': randomUUID() }),
    spanProcessors: [
      ...(options.tracesUrl
        ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.tracesUrl }) })]
        : []),
      ...(options.processors ?? []),
    ],
    // Metrics go to Prometheus (/metrics) and logs to the log: the SDK would otherwise start OTLP exporters for both.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  return {
    shutdown: async () => {
      await sdk.shutdown();
      // The SDK leaves its tracer provider, context manager and propagator registered: unregistered, the process is
      // as it was before (a later app in the same process, a test's, sends no trace context with its jobs).
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** The Fastify plugin that makes a span of every request (route, method, status), registered before the routes. */
export function requestTracingPlugin(): FastifyPluginCallback {
  const instrumentation = new FastifyOtelInstrumentation({
    // Liveness probes every few seconds say nothing a trace needs.
    ignorePaths: (options) => options.url.endsWith('/health'),
    requestHook: (span, request) => {
      // Named as the semantic conventions ask, and without the query string: a sign-in's callback carries the
      // OpenID assertion there, and traces leave the shop for the collector.
      span.updateName(`${request.method} ${request.routeOptions.url ?? '(no route)'}`);
      span.setAttribute('url.path', request.url.split('?')[0] ?? '');
    },
  });
  return instrumentation.plugin() as FastifyPluginCallback;
}

/** Marks the span of the work under way (a request's handler, a job) as about this order. */
export function tagOrder(orderId: number): void {
  trace.getActiveSpan()?.setAttribute(orderIdAttribute, orderId);
}

/** Runs `work` in a span of its own, a child of the one under way; an error marks the span failed. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace context of the work under way, to send with a job (empty when nothing is traced). */
export function currentTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs a job in a span of its own, a new trace linked to the span that sent the job (another request, job or
 * instance): a job outlives its sender, so it is not the sender's child.
 */
export function inJobSpan<T>(
  job: { name: string; id: string; attempt: number; sentFrom: Record<string, string> | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const sender = job.sentFrom && trace.getSpanContext(propagation.extract(context.active(), job.sentFrom));
  return tracer.startActiveSpan(
    `job ${job.name}`,
    {
      kind: SpanKind.CONSUMER,
      root: true,
      attributes: { 'messaging.system': 'pg-boss', 'job.name': job.name, 'job.id': job.id, 'job.attempt': job.attempt },
      ...(sender && { links: [{ context: sender }] }),
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A span per database call, named by its operation, with the statement (parameters are never in it). */
export const dbTracing: DbObserver = {
  around(call, run) {
    const statement = call.sql?.trim();
    return inSpan(
      `db.${call.operation}`,
      {
        'db.system.name': 'postgresql',
        'db.operation.name': call.operation,
        ...(statement && { 'db.query.text': statement.length > 2000 ? `${statement.slice(0, 2000)}…` : statement }),
      },
      run,
    );
  },
};
