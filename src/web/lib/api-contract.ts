import type { paths } from "@shared/api-contract.gen";

/**
 * Types that hold every API call the web makes to the server's contract (src/shared/api-contract.gen.ts,
 * generated from the routes' zod schemas; ADR 023). A path is written as the server's template with
 * each `{param}` filled by any string, optionally followed by `?query`; its body and its answer are
 * the contract's for that method and path. A path the server does not have, for that method, fails
 * typecheck, and so does a body of the wrong shape. The query string itself is not checked.
 */
export type Method = "get" | "post" | "patch" | "put" | "delete";

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The contract's paths that answer method M. */
export type PathFor<M extends Method> = { [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P }[keyof paths];

/** "/api/v1/ideas/{slug}" -> `/api/v1/ideas/${string}` */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;

/** Every string a call to method M may pass as its path. */
export type CallPath<M extends Method> = { [P in PathFor<M>]: Filled<P> | `${Filled<P>}?${string}` }[PathFor<M>];

type WithoutQuery<U extends string> = U extends `${infer Bare}?${string}` ? Bare : U;

/** Templates whose filled form is the call's path type exactly (`/api/v1/ideas/${string}/changes`). */
type SameShape<M extends Method, U extends string> = { [P in PathFor<M>]: [U] extends [Filled<P>] ? ([Filled<P>] extends [U] ? P : never) : never }[PathFor<M>];
/** Templates the call's path fills (a literal "/api/v1/ideas/abc" fills "/api/v1/ideas/{slug}"). */
type Filling<M extends Method, U extends string> = { [P in PathFor<M>]: U extends Filled<P> ? P : never }[PathFor<M>];

/**
 * The contract path a call's path stands for: itself when it is one exactly; else the template of
 * the same shape (so ".../${slug}/changes" is "/{slug}/changes", not "/{slug}", which a string
 * parameter could also fill); else every template it fills.
 */
export type RouteOf<M extends Method, U extends string> =
  WithoutQuery<U> extends PathFor<M>
    ? WithoutQuery<U>
    : [SameShape<M, WithoutQuery<U>>] extends [never]
      ? Filling<M, WithoutQuery<U>>
      : SameShape<M, WithoutQuery<U>>;

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : undefined;
type SuccessCodes = 200 | 201 | 202 | 204;

/** What a successful call answers (the JSON body of its 2xx response). */
export type AnswerOf<M extends Method, U extends string> = RouteOf<M, U> extends infer P extends PathFor<M>
  ? Operation<P, M> extends { responses: infer R }
    ? JsonOf<R[Extract<keyof R, SuccessCodes>]>
    : never
  : never;

/** The JSON body a call sends. */
export type BodyOf<M extends Method, U extends string> = RouteOf<M, U> extends infer P extends PathFor<M>
  ? NonNullable<Operation<P, M>["requestBody"]> extends { content: { "application/json": infer B } }
    ? B
    : Record<string, never>
  : never;
