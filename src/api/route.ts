/**
 * How a resource declares its endpoints. A routes file exports `RouteSpec[]`; `buildApp` registers each
 * with Fastify (auth, limits, content type, de-identification scan, zod validation, envelopes), derives the
 * OpenAPI document from the same zod schemas and serialises every response with the declared response schemas
 * (contract.ts). Handlers stay thin: unpack, call the engine, return.
 */
import type { z } from 'zod';
import type { CatalogRoot } from '../catalog/types.ts';
import type { AppDeps } from './deps.ts';

export interface Consumer {
  id: string;
  username: string;
}

export interface RouteContext<Q, B> {
  query: Q;
  body: B;
  /** Path parameters of a parametric URL (e.g. `/api/:category/:instrument/score`). */
  params?: Readonly<Record<string, string>>;
  consumer: Consumer;
  requestId: string;
  deps: AppDeps;
  /** The routes this app serves, for the routes that describe the service (catalog, OpenAPI). */
  routes: ServedRoutes;
  /** Resolves when the client disconnects; long handlers may stop early. */
  signal: AbortSignal;
}

/** A non-200 success body (e.g. the health check's 503 with a health body). */
export class RouteReply {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  constructor(statusCode: number, body: Record<string, unknown>) {
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** What a handler returns: a body (an object, stamped by the app, or an array) or a RouteReply. */
export type RouteResult = Record<string, unknown> | unknown[] | RouteReply;

export interface DeidentifyPolicy {
  /** Rendered paths (e.g. `case.incident.incident_date`) exempt from the past-date rule. */
  pastDateExempt?: readonly string[];
}

export interface RouteSpec<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Fastify URL pattern, e.g. `/api/lookup/regulations/get`. */
  url: string;
  /** One line for OpenAPI and the catalog. */
  summary: string;
  /** OpenAPI tag (the catalog category). */
  tag: string;
  query?: Q;
  body?: B;
  /**
   * The 200 body: every field the handler returns (without `request_id`/`timestamp`, which the app adds to
   * object bodies). It documents the operation and serialises the response: declare every field.
   */
  response: z.ZodType;
  /** Bodies of other statuses the handler returns as a RouteReply (health's 503 with a health body). */
  replies?: Readonly<Record<number, z.ZodType>>;
  /** Calls the model port: the operation can answer 502 UpstreamError and 504 UpstreamTimeout. */
  upstream?: boolean;
  /** OpenAPI operationId; by default derived from the path (contract.ts), so stable while the path is. */
  operationId?: string;
  /** Inbound identifier scan of the body; on by default for every body. */
  deidentify?: DeidentifyPolicy;
  /** Free-text query parameters (search terms) that get the inbound identifier scan, as bodies do: they are echoed back. */
  scanQuery?: readonly string[];
  /** Serve the handler's object as is, without `request_id`/`timestamp` (documents such as OpenAPI). */
  bare?: boolean;
  /** Credits per successful call (docs/credits.md): a number or a function of the validated input; default 1, 0 = free. */
  cost?: number | ((input: { query: z.output<Q>; body: z.output<B> }) => number);
  /**
   * Returns the body without `request_id`/`timestamp` (the app adds them), or a RouteReply; synchronously
   * when no I/O is needed (no promise on the hot path). Throw an OhdsError for every error status.
   */
  handler(ctx: RouteContext<z.output<Q>, z.output<B>>): RouteResult | Promise<RouteResult>;
}

/** Any route spec, whatever its query and body schemas (for lists of routes). */
// biome-ignore lint/suspicious/noExplicitAny: a list holds routes of every query and body type
export type AnyRoute = RouteSpec<any, any>;

/**
 * The route list an app was built with, and what derives from it: built once per app (`buildApp`), each
 * document on first use, so an app built with other routes describes exactly those (served-routes.ts).
 */
export interface ServedRoutes {
  readonly list: readonly AnyRoute[];
  /** The catalog tree cut to these routes (src/catalog/available.ts). */
  catalog(): CatalogRoot;
  /** The OpenAPI 3.1 document of these routes (openapi.ts). */
  openapi(): Record<string, unknown>;
}

/** Identity helper that keeps the query/body types flowing into the handler. */
export function defineRoute<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  spec: RouteSpec<Q, B>,
): RouteSpec<Q, B> {
  return spec;
}
