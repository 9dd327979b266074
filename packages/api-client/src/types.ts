import type { operations as OperationTypes } from "./generated/openapi.js";
import type { operations } from "./generated/operations.js";

export type OperationId = keyof typeof operations & keyof OperationTypes;
type Definition<K extends OperationId> = OperationTypes[K];

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Part<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : NonNullable<T>;
type ParametersOf<K extends OperationId> = Definition<K> extends { parameters: infer P } ? P : never;
type PathOf<K extends OperationId> = Part<ParametersOf<K> extends { path?: infer P } ? P : never>;
type QueryOf<K extends OperationId> = Part<ParametersOf<K> extends { query?: infer Q } ? Q : never>;
type BodyOf<K extends OperationId> = Part<
  Definition<K> extends { requestBody?: { content: infer C } } ? C[keyof C] : never
>;

/** One flat object of a call's path, query and body parameters, as the catalogue names them. */
export type CallParameters<K extends OperationId> = Simplify<PathOf<K> & QueryOf<K> & BodyOf<K>>;

type Success<R> = R extends { 200: { content: infer C } }
  ? C[keyof C]
  : R extends { 204: unknown }
    ? undefined
    : unknown;
export type CallResult<K extends OperationId> = Success<Definition<K>["responses"]>;

type AreaOf<K extends OperationId> = (typeof operations)[K]["area"];

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type HasRequired<T> = Partial<T> extends T ? false : true;
export type Call<K extends OperationId> =
  HasRequired<CallParameters<K>> extends true
    ? (parameters: CallParameters<K>, options?: CallOptions) => Promise<CallResult<K>>
    : (parameters?: CallParameters<K>, options?: CallOptions) => Promise<CallResult<K>>;

export type Area<A extends string> = { [K in OperationId as AreaOf<K> extends A ? K : never]: Call<K> };
