import { describe, expect, it } from 'vitest';
import { isConnectionError } from './db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['a refused socket', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 53300 (too many connections)', withCode('53300')],
    ['pg: terminated', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a WebSocket ErrorEvent (Neon)', new Event('error')],
    ['a wrapped cause', new Error('outer', { cause: withCode('ECONNREFUSED') })],
    ['one of several addresses', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('knows %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a lock timeout', withCode('55P03')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
