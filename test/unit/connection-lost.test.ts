// Which errors count as a lost database connection (503 storage_unavailable) and which stay faults
// (500): the shapes node-postgres, the Prisma driver adapter and GraphQL wrap them in.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../core/db/connectionLost.js';
import { knownError } from '../../core/knownError.js';
import { AppError } from '../../core/errors.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isConnectionLost', () => {
  it('recognises node-postgres, Prisma adapter and socket errors at any depth', () => {
    expect(isConnectionLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionLost(pgError('08006', 'connection failure'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }))).toBe(true);
    // PrismaClientKnownRequestError: P1017 for the adapter's ConnectionClosed, P2010/P2039 carrying the adapter error
    expect(isConnectionLost(Object.assign(new Error('Server has closed the connection.'), { code: 'P1017' }))).toBe(true);
    const adapter = Object.assign(new Error('DriverAdapterError'), { cause: { kind: 'postgres', code: '57P01', originalCode: '57P01' } });
    expect(isConnectionLost(Object.assign(new Error('Raw query failed'), { code: 'P2010', meta: { driverAdapterError: adapter } }))).toBe(true);
    expect(isConnectionLost(new GraphQLError('wrapped', { originalError: new Error('x', { cause: new AggregateError([pgError('57P03', 'starting up')]) }) }))).toBe(true);
  });

  it('leaves statement errors and other faults alone', () => {
    expect(isConnectionLost(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBe(false);
    expect(isConnectionLost(new TypeError('x is undefined'))).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isConnectionLost(loop)).toBe(false);
  });
});

describe('knownError', () => {
  it('finds an AppError wrapped by GraphQL or middleware, and maps a lost connection to 503', () => {
    const notFound = new AppError('NOT_FOUND', 'endpoint not found');
    const wrapped = new GraphQLError('outer', { originalError: new GraphQLError(notFound.message, { originalError: notFound }) });
    expect(knownError(wrapped)).toBe(notFound);
    expect(knownError(pgError('57P01', 'terminating'))).toMatchObject({ code: 'INTERNAL', status: 503, details: { code: 'storage_unavailable' } });
    expect(knownError(new Error('boom'))).toBeNull();
  });
});
