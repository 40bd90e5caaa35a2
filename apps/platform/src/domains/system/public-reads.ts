import { createHash } from 'node:crypto';
import { ok } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Merchant } from '../../db/schema/index.js';
import type { CodedBodies } from '../../http/answer-coding.js';
import type { ReadArea, ReadVersions } from './read-versions.js';

/** A public read's answer as sent: the envelope's JSON and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** The JSON compressed, per coding asked for (http/answer-coding.ts), while it is kept. */
  coded?: CodedBodies;
}

/** What a fill answers: the value, and when it goes stale by itself (a notice due later). */
export interface Filled<T> {
  value: T;
  expiresAt?: number | undefined;
}

interface Slot<T> {
  token: string;
  expiresAt: number;
  answer: Promise<T>;
  /** The answer once the fill has resolved, for the answers that need no await (`…Now`). */
  settled?: { value: T };
  /** The versions read (`readNow`) the token was last found current against. */
  currentAsOf?: number;
}

const SITE: readonly ReadArea[] = ['site'];

/** Answers kept per merchant: the calls' keys are few, but query strings are the client's. */
export const ANSWERS_PER_MERCHANT = 500;

/** A weak validator: the bytes are the same, whatever content coding carries them. */
export const etagOf = (text: string) =>
  `W/"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * The per-merchant, in-process cache of the public reads. Each slot remembers the versions of
 * the areas it was filled from (read-versions.ts) and is filled again once one moved; a fill
 * in progress is shared by every request that asks for it meanwhile.
 */
export function createPublicReads(versions: ReadVersions, findMerchant: FindMerchant) {
  const merchants = new Map<string, Slot<Merchant | undefined>>();
  const answers = new Map<string, Map<string, Slot<CachedAnswer>>>();
  const values = new Map<string, Map<string, Slot<unknown>>>();
  const slotsOf = <T>(kept: Map<string, Map<string, Slot<T>>>, merchantCode: string) => {
    let slots = kept.get(merchantCode);
    if (!slots) kept.set(merchantCode, (slots = new Map()));
    return slots;
  };

  async function tokenOf(merchantCode: string, areas: readonly ReadArea[]) {
    let token = '';
    for (const area of areas) token += `${await versions.version(merchantCode, area)}.`;
    return token;
  }

  /** `tokenOf` when no version needs reading first, else undefined. */
  function tokenNow(merchantCode: string, areas: readonly ReadArea[]): string | undefined {
    let token = '';
    for (const area of areas) {
      const version = versions.versionNow(merchantCode, area);
      if (version === undefined) return undefined;
      token += `${version}.`;
    }
    return token;
  }

  /**
   * The slot's settled answer while its token holds, without awaiting anything (a cached read
   * answered in the same tick costs a fraction of one through promises); else undefined.
   */
  function keptNow<T>(
    slots: Map<string, Slot<T>> | undefined,
    merchantCode: string,
    areas: readonly ReadArea[],
    key: string,
  ): { value: T } | undefined {
    const slot = slots?.get(key);
    if (!slot?.settled || (slot.expiresAt !== Infinity && slot.expiresAt <= Date.now())) {
      return undefined;
    }
    const read = versions.readNow();
    if (read === undefined) return undefined;
    // The token is compared, and the slot moved to most recently used, once per versions
    // read (about a second), not on every request.
    if (slot.currentAsOf !== read) {
      if (slot.token !== tokenNow(merchantCode, areas)) return undefined;
      slot.currentAsOf = read;
      slots!.delete(key);
      slots!.set(key, slot);
    }
    return slot.settled;
  }

  /** The slot's answer while its token holds, else a fresh fill put in its place. */
  function use<T>(
    slots: Map<string, Slot<T>>,
    key: string,
    token: string,
    fill: () => Promise<{ answer: T; expiresAt?: number | undefined }>,
  ): Promise<T> {
    const slot = slots.get(key);
    if (slot && slot.token === token && slot.expiresAt > Date.now()) {
      // Most recently used last: the first key is the one to drop.
      slots.delete(key);
      slots.set(key, slot);
      return slot.answer;
    }
    const filling = fill();
    const fresh: Slot<T> = { token, expiresAt: Infinity, answer: filling.then((f) => f.answer) };
    slots.set(key, fresh);
    filling.then(
      (f) => {
        fresh.expiresAt = f.expiresAt ?? Infinity;
        fresh.settled = { value: f.answer };
      },
      // A failed fill is not kept: the next request tries again.
      () => {
        if (slots.get(key) === fresh) slots.delete(key);
      },
    );
    if (slots.size > ANSWERS_PER_MERCHANT) slots.delete(slots.keys().next().value!);
    return fresh.answer;
  }

  return {
    /** `merchant(code)` when it is kept and current; undefined: ask `merchant`. */
    merchantNow(code: string): Merchant | undefined {
      return keptNow(merchants, code, SITE, code)?.value;
    },

    /** `answer(…)` when it is kept and current; undefined: ask `answer`. */
    answerNow(
      merchantCode: string,
      areas: readonly ReadArea[],
      key: string,
    ): CachedAnswer | undefined {
      return keptNow(answers.get(merchantCode), merchantCode, areas, key)?.value;
    },

    /** `value(…)` when it is kept and current, as `{ value }`; undefined: ask `value`. */
    valueNow<T>(
      merchantCode: string,
      areas: readonly ReadArea[],
      key: string,
    ): { value: T } | undefined {
      return keptNow(values.get(merchantCode), merchantCode, areas, key) as
        { value: T } | undefined;
    },

    /** The merchant's row as of its site version; undefined for an unknown code (not kept). */
    async merchant(code: string): Promise<Merchant | undefined> {
      const token = await tokenOf(code, SITE);
      const found = await use(merchants, code, token, async () => ({
        answer: await findMerchant(code),
      }));
      if (!found) merchants.delete(code);
      return found;
    },

    /**
     * The envelope of a merchant's public read under `key` (the call, its query and the
     * languages it is answered in), filled while the versions of `areas` hold.
     */
    async answer<T>(
      merchantCode: string,
      areas: readonly ReadArea[],
      key: string,
      fill: () => Promise<Filled<T>>,
    ): Promise<CachedAnswer> {
      const token = await tokenOf(merchantCode, areas);
      return use(slotsOf(answers, merchantCode), key, token, async () => {
        const { value, expiresAt } = await fill();
        const body = JSON.stringify(ok(value));
        return { answer: { body, etag: etagOf(body) }, expiresAt };
      });
    },

    /** A value of the merchant's kept beside its answers (e.g. a search index), same rules. */
    async value<T>(
      merchantCode: string,
      areas: readonly ReadArea[],
      key: string,
      fill: () => Promise<T>,
    ): Promise<T> {
      const token = await tokenOf(merchantCode, areas);
      return use(slotsOf(values, merchantCode), key, token, async () => ({
        answer: await fill(),
      })) as Promise<T>;
    },
  };
}
export type PublicReads = ReturnType<typeof createPublicReads>;
type FindMerchant = (code: string) => Promise<Merchant | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('publicReads', createPublicReads(app.readVersions, app.merchants.find));
  },
  { name: 'public-reads', dependencies: ['read-versions', 'merchants'] },
);
