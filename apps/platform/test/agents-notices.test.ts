import { agentCalls as calls, contentCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { memberCall } from './transfers-helper.js';

let app: FastifyInstance;
let agent: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  agent = await sessionFor(app, (await app.members.byUsername('DEMO', 'demoagent'))!);
});
afterAll(async () => {
  await app?.close();
});

describe('notices to agents (agentAnnouncement)', () => {
  it('gives an agent the seeded agent notices, newest first, paged, in its language', async () => {
    const ask = (query: Record<string, number>, language: 'EN' | 'ID') =>
      memberCall(app, calls.notices, { token: agent, key: null, query, language });
    const english = valueOf(calls.notices, await ask({ pageNo: 1, pageSize: 10 }, 'EN'));
    expect(english.totalCount).toBe(3);
    expect(english.list.map((n) => n.title)).toEqual([
      'Daily wage payment schedule for agents',
      'Invitation links now come with a QR code',
      'Rebate limits for downlines',
    ]);
    expect(english.list[0]!.content).toContain('<strong>');
    const published = english.list.map((n) => Date.parse(n.publishedAt));
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const second = valueOf(calls.notices, await ask({ pageNo: 2, pageSize: 2 }, 'ID'));
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(second.list.map((n) => n.title)).toEqual(['Batas rabat untuk downline']);
  });

  it('refuses a member who is not an agent', async () => {
    const member = await sessionFor(app, (await app.members.byUsername('DEMO', 'demomember1'))!);
    const response = await memberCall(app, calls.notices, { token: member, key: null });
    expect(failureOf(response).errorCode).toBe('member.not.agent');
  });

  it('keeps them out of the public announcements', async () => {
    const all = valueOf(
      contentCalls.announcements,
      await app.inject({ method: 'GET', url: contentCalls.announcements.path }),
    );
    const titles = [...all.player, ...all.banners, ...all.popup, ...all.promotion].map(
      (n) => n.title,
    );
    expect(titles.join('\n')).not.toMatch(/agent|agen/i);
    const asked = await app.inject({
      method: 'GET',
      url: `${contentCalls.announcements.path}?types=AG`,
    });
    expect(asked.statusCode).toBe(400);
  });
});

describe('the downlines list: who is online', () => {
  it('marks and filters the downlines with a session in use', async () => {
    await sessionFor(app, (await app.members.byUsername('DEMO', 'demomember7'))!);
    const ask = async (query: Record<string, string>) =>
      valueOf(
        calls.downlines,
        await memberCall(app, calls.downlines, { token: agent, key: null, query }),
      );
    const direct = await ask({ level: 'direct' });
    const online = Object.fromEntries(direct.list.map((r) => [r.account, r.online]));
    expect(online).toMatchObject({ demomember7: true, demosub2: false });
    expect((await ask({ level: 'all', online: 'Y' })).list.map((r) => r.account)).toContain(
      'demomember7',
    );
    const offline = await ask({ level: 'all', online: 'N' });
    expect(offline.list.map((r) => r.account)).not.toContain('demomember7');
    expect(offline.totalCount).toBeGreaterThan(0);
  });
});
