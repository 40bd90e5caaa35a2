import { contentCalls, gameCalls, systemCalls, type Call } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, failureOf } from './helper.js';

const siteCalls: Record<string, Call> = { ...systemCalls, ...gameCalls, ...contentCalls };

// One bad request per call that takes input; the test below insists every such call has one.
const badInput: Record<string, { url: string; payload?: unknown; field: string }> = {
  status: { url: `/wps/system/status?url=${'x'.repeat(501)}`, field: 'query.url' },
  vendors: {
    url: `/wps/relay/GCSGAME_gameVendor?merchantCode=${'x'.repeat(41)}`,
    field: 'query.merchantCode',
  },
  gameList: { url: '/wps/relay/GCSGAME_gameList?pageSize=abc', field: 'query.pageSize' },
  hotGames: { url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=two', field: 'query.isPlatform' },
  popular: { url: '/lgw/games/popular?count=51', field: 'query.count' },
  announcements: { url: '/wps/relay/MCSFE_getListAnnouncements?pageNo=-1', field: 'query.pageNo' },
  feedback: { url: '/wps/feedback', payload: { content: '' }, field: 'body.content' },
};

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

describe('every site call', () => {
  it('refuses an unknown merchant', async () => {
    for (const [name, call] of Object.entries(siteCalls)) {
      const response = await app.inject({
        method: call.method,
        url: call.path,
        headers: { Merchant: 'NOPE' },
        ...(call.body ? { payload: {} } : {}),
      });
      expect(response.statusCode, name).toBe(400);
      expect(failureOf(response).errorCode, name).toBe('merchant.unknown');
    }
  });

  it('refuses bad input with request.invalid and the field at fault', async () => {
    const withInput = Object.entries(siteCalls).filter(([, call]) => call.query || call.body);
    expect(Object.keys(badInput).sort()).toEqual(withInput.map(([name]) => name).sort());
    for (const [name, call] of withInput) {
      const bad = badInput[name]!;
      const response = await app.inject({
        method: call.method,
        url: bad.url,
        payload: bad.payload as object,
      });
      expect(response.statusCode, name).toBe(400);
      const failure = failureOf(response);
      expect(failure.errorCode, name).toBe('request.invalid');
      expect(failure.fields, name).toHaveProperty([bad.field]);
    }
  });
});
