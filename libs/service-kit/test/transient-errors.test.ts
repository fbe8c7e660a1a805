import { isTransient, TransientError } from '../src/bus/transient-error';
import { isTransientDatabaseError } from '../src/db/transient-errors';

const withCode = (code: string, message = `failed with ${code}`) =>
  Object.assign(new Error(message), { code });

describe('isTransientDatabaseError', () => {
  it.each([
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock detected'],
    ['53300', 'too many connections'],
    ['53200', 'out of memory'],
    ['55P03', 'lock not available'],
    ['57014', 'statement timeout'],
    ['57P01', 'admin shutdown'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
  ])('when PostgreSQL answers %s (%s), then it is transient', (code) => {
    expect(isTransientDatabaseError(withCode(code))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['22P02', 'invalid text representation'],
    ['23503', 'foreign key violation'],
    ['42P01', 'undefined table'],
    ['55000', 'object not in prerequisite state'],
  ])('when PostgreSQL answers %s (%s), then it is not transient', (code) => {
    expect(isTransientDatabaseError(withCode(code))).toBe(false);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'])(
    'when the connection fails with %s, then it is transient',
    (code) => {
      expect(isTransientDatabaseError(withCode(code))).toBe(true);
    },
  );

  it.each([
    'timeout exceeded when trying to connect',
    'Connection terminated unexpectedly',
    'sorry, too many clients already',
    'remaining connection slots are reserved for roles with the SUPERUSER attribute',
  ])('when the pool or connect fails with "%s" and no code, then it is transient', (message) => {
    expect(isTransientDatabaseError(new Error(message))).toBe(true);
  });

  it('when a code only looks like a SQLSTATE class (an HTTP status), then it is not transient', () => {
    expect(isTransientDatabaseError(withCode('404'))).toBe(false);
  });

  it('when a transient error is wrapped as the cause of others, then it is still transient', () => {
    const wrapped = new Error('settling the order failed', {
      cause: new Error('transaction failed', { cause: withCode('40P01') }),
    });

    expect(isTransientDatabaseError(wrapped)).toBe(true);
  });

  it('when every error in the cause chain is permanent, then it is not transient', () => {
    const wrapped = new Error('recording the payment failed', { cause: withCode('23505') });

    expect(isTransientDatabaseError(wrapped)).toBe(false);
  });

  it('when a cause chain loops, then the answer still comes', () => {
    const looping = new Error('outer') as Error & { cause?: unknown };
    looping.cause = new Error('inner', { cause: looping });

    expect(isTransientDatabaseError(looping)).toBe(false);
  });

  it.each([undefined, null, 'a string', 42])(
    'when the thrown value is %p, then it is not transient',
    (value) => {
      expect(isTransientDatabaseError(value)).toBe(false);
    },
  );
});

describe('isTransient', () => {
  it('when a handler throws a TransientError, itself or as a cause, then it is transient', () => {
    const upstream = new TransientError('payment service unreachable');

    expect(isTransient(upstream)).toBe(true);
    expect(isTransient(new Error('verify failed', { cause: upstream }))).toBe(true);
  });

  it('when a handler throws a transient database error, then it is transient', () => {
    expect(isTransient(withCode('40001'))).toBe(true);
  });

  it('when a handler throws an ordinary error, then it is not transient', () => {
    expect(isTransient(new Error('cannot apply this event'))).toBe(false);
    expect(isTransient(withCode('22P02'))).toBe(false);
  });
});
