import { headerObject, inSpan, requestHeaders } from '@glow/service-kit';
import { traceInMemory, type TracesInMemory } from '@glow/testing/tracing';

const list = ['content-type', 'application/json', 'authorization', 'Bearer t', 'x-forwarded-for', '10.0.0.1'];

describe('a request header list', () => {
  let traces: TracesInMemory;
  beforeAll(() => {
    traces = traceInMemory('header-list-test');
  });
  afterAll(() => traces.stop());

  it('when the call is not traced, then it goes to http.request as the list itself', () => {
    expect(requestHeaders(list)).toBe(list);
  });

  it('when the call is made inside a sampled span, then it goes as an object the http instrumentation can copy', () => {
    const headers = inSpan('a traced request', {}, () => requestHeaders(list));

    expect({ ...headers }).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer t',
      'x-forwarded-for': '10.0.0.1',
    });
  });

  it('when a name comes more than once, then the object keeps each value in order', () => {
    expect(headerObject(['cookie', 'a=1', 'accept', '*/*', 'cookie', 'b=2', 'cookie', 'c=3'])).toEqual({
      cookie: ['a=1', 'b=2', 'c=3'],
      accept: '*/*',
    });
  });
});
