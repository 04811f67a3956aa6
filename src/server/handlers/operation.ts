/**
 * Handlers typed by operation: the handler of an operationId receives that operation's path
 * parameters, query and body as the contract declares them (Fastify has validated and coerced them
 * against the same document before the handler runs) and may only answer one of its declared 2xx
 * JSON bodies, or the reply it sent itself (an empty 204, a GIF, a redirect). Each tag's module
 * returns `TagHandlers<'<tag>'>`, so an operation in the wrong module, a misspelt operationId or a
 * wrong answer shape fails `npm run typecheck`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { operations } from '../../api/schema.gen';
import type { Tag, TagOperations } from '../../api/tags.gen';

export type OperationId = keyof operations;

/** T, or Fallback where the contract declares nothing (`never`). */
type Declared<T, Fallback> = [T] extends [never] ? Fallback : T;
type Parameters<Op extends OperationId> = operations[Op]['parameters'];

export type PathParams<Op extends OperationId> = Declared<NonNullable<Parameters<Op>['path']>, unknown>;
export type QueryParams<Op extends OperationId> = Declared<NonNullable<Parameters<Op>['query']>, unknown>;

type RequestContent<Op extends OperationId> =
  NonNullable<operations[Op]['requestBody']> extends { content: infer C } ? C[keyof C] : never;
/** The JSON (or form) body; `undefined` too where the contract lets the caller send none. */
export type RequestBody<Op extends OperationId> = Declared<
  undefined extends operations[Op]['requestBody'] ? RequestContent<Op> | undefined : RequestContent<Op>,
  unknown
>;

type Responses<Op extends OperationId> = operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 203 | 206>;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON bodies of the operation's 2xx answers. */
export type SuccessBody<Op extends OperationId> = JsonOf<Responses<Op>[SuccessStatus<Op>]>;

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathParams<Op>;
  Querystring: QueryParams<Op>;
  Body: RequestBody<Op>;
}>;

export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<SuccessBody<Op> | FastifyReply>;

/** The handlers of a tag's operations (those implemented so far), keyed by operationId. */
export type TagHandlers<T extends Tag> = { [Op in TagOperations[T] & OperationId]?: OperationHandler<Op> };
