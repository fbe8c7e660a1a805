import { downstreamResponseHeaders, upstreamRequestHeaders } from '../src/hop-by-hop';

describe('hop-by-hop headers', () => {
  it("when a service's answer names headers in Connection, then those and the connection headers are dropped", () => {
    const raw = [
      'Content-Type',
      'application/json',
      'Connection',
      'keep-alive, X-Hop',
      'Keep-Alive',
      'timeout=5',
      'X-Hop',
      'secret',
      'connection',
      'X-Other-Hop',
      'X-Other-Hop',
      'also secret',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
      'Transfer-Encoding',
      'chunked',
    ];

    expect(downstreamResponseHeaders(raw)).toEqual([
      'Content-Type',
      'application/json',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
    ]);
  });

  it('when an answer has only keep-alive or close in Connection, then every other header is kept', () => {
    const raw = ['Connection', 'close', 'ETag', '"v1"', 'Keep-Alive', 'timeout=5'];

    expect(downstreamResponseHeaders(raw)).toEqual(['ETag', '"v1"']);
  });

  it("when a client's request names a header in Connection, then the service never gets it", () => {
    const headers = {
      host: 'shop.example',
      connection: 'close, x-client-hop',
      'x-client-hop': '1',
      te: 'trailers',
      accept: 'application/json',
    };

    expect(upstreamRequestHeaders(headers)).toEqual(['host', 'shop.example', 'accept', 'application/json']);
  });

  it('when a request body is chunked, then its transfer-encoding goes on to the service', () => {
    const headers = { 'transfer-encoding': 'gzip, chunked', 'content-type': 'text/plain' };

    expect(upstreamRequestHeaders(headers)).toEqual([
      'content-type',
      'text/plain',
      'transfer-encoding',
      'gzip, chunked',
    ]);
  });

  it('when the gateway adds headers of its own, then a client’s of the same names and its Expect never reach the service', () => {
    const headers = {
      host: 'shop.example',
      'x-forwarded-for': '203.0.113.9',
      expect: '100-continue',
      cookie: 'a=1',
      'set-cookie': ['b=2', 'c=3'],
    };

    expect(upstreamRequestHeaders(headers, ['x-forwarded-for', '10.0.0.1'])).toEqual([
      'host',
      'shop.example',
      'cookie',
      'a=1',
      'set-cookie',
      'b=2',
      'set-cookie',
      'c=3',
      'x-forwarded-for',
      '10.0.0.1',
    ]);
  });
});
