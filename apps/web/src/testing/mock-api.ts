import { vi } from 'vitest';
import { envelopeSchema, type Call, type CallResult } from '@site/contract';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;
interface Route {
  call: Call;
  handler: Handler;
}

/**
 * The calls a test's app made that no mock answers: each fails the test when it ends
 * (setup.ts). An answer made up for them (a 404) would let a test pass on a page that shows
 * an error the test never looked at, or that asks for something the test forgot.
 */
const unanswered: string[] = [];

/** The unanswered calls since the last time this was asked; the list is emptied. */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}

/** The test's mocked network: the last mockApi(), which the global fetch answers through. */
let current: ReturnType<typeof mockApi> | undefined;

/** The mocked network fetch answers through now, if a test mocked it. */
export function currentMockApi(): ReturnType<typeof mockApi> | undefined {
  return current;
}

/**
 * Mocks the network at the fetch level. Each answer is checked against the call's
 * contract schema, so a test cannot feed the app a shape the platform would not send.
 */
export function mockApi() {
  const routes: Route[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (r) =>
        r.call.method === method &&
        new RegExp(`^${r.call.path.replace(/:[^/]+/g, '[^/]+')}$`).test(url.pathname),
    );
    if (!route) {
      // As the network failing would, so the app gets no answer to act on; the test fails.
      const call = `${method} ${url.pathname}${url.search}`;
      unanswered.push(call);
      throw new TypeError(`no mock for ${call}`);
    }
    // A handler may hold its answer back (a promise) to test what shows meanwhile.
    const value = await route.handler(url, init);
    if (value instanceof Response) return value;
    const envelope = { success: true, value };
    envelopeSchema(route.call.response).parse(envelope);
    return Response.json(envelope);
  });
  vi.stubGlobal('fetch', fetchMock);
  const api = {
    fetch: fetchMock,
    /** Answer a call with a value (checked against the contract). */
    on<C extends Call>(
      call: C,
      handler: (
        url: URL,
        init: RequestInit | undefined,
      ) => CallResult<C> | Promise<CallResult<C>> | Response | Promise<Response>,
    ) {
      routes.unshift({ call, handler });
      return this;
    },
    /** Answer a call with a failure envelope. */
    fail(call: Call, errorCode: string, message: string, status: number) {
      routes.unshift({
        call,
        handler: () => Response.json({ success: false, errorCode, message }, { status }),
      });
      return this;
    },
    /**
     * Answer a call unless the test answers it itself (with `on` or `fail`, before or after):
     * for the background calls every page makes (testing/render.tsx).
     */
    byDefault<C extends Call>(call: C, handler: (url: URL) => CallResult<C>) {
      routes.push({ call, handler });
      return this;
    },
  };
  current = api;
  return api;
}
