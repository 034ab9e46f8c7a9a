// AppError → GraphQLError with extensions {code, status, details}, so the code survives the gateway
// (only extensions cross it) and every surface speaks the same vocabulary (core/errors.ts).
import { GraphQLError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { isAppError } from '../../../core/errors.js';

export const appErrors: MiddlewareFn = async (_data, next) => {
  try {
    return await next();
  } catch (e) {
    if (isAppError(e))
      throw new GraphQLError(e.message, { extensions: { code: e.code, status: e.status, details: e.details }, originalError: e });
    throw e;
  }
};
