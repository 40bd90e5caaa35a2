import { describe, expect, it } from 'vitest';
import { loggedUrl, requestForLog } from '../src/http/request-log.js';

describe('the request log', () => {
  it("blanks the house page's launch token and keeps the rest of the address", () => {
    expect(loggedUrl('/house/play/?t=Zm9vYmFyYmF6cXV4&lang=EN')).toBe(
      '/house/play/?t=[redacted]&lang=EN',
    );
    expect(loggedUrl('/house/play?lang=ID&t=Zm9vYmFy')).toBe('/house/play?lang=ID&t=[redacted]');
    expect(loggedUrl('/house/play/?lang=EN&game=NSO-0001')).toBe(
      '/house/play/?lang=EN&game=NSO-0001',
    );
    // Outside the house page a `t` is not a credential.
    expect(loggedUrl('/media/game/x.svg?t=1')).toBe('/media/game/x.svg?t=1');
  });

  it('logs a request as fastify does, with the address blanked', () => {
    const request = {
      method: 'GET',
      url: '/house/play/?t=secret-launch-token&lang=EN',
      headers: { 'accept-version': '1' },
      host: 'play.example.com',
      ip: '203.0.113.9',
      socket: { remotePort: 50_123 },
    };
    expect(requestForLog(request)).toEqual({
      method: 'GET',
      url: '/house/play/?t=[redacted]&lang=EN',
      version: '1',
      host: 'play.example.com',
      remoteAddress: '203.0.113.9',
      remotePort: 50_123,
    });
  });
});
