// The platform's public HTTP API as the bench uses it: plain and encrypted calls, and the
// members the transfer loads log in as (made and funded through the operator API).
import { OPS_TOKEN, SITE_HEADERS } from './processes.mjs';

export async function siteGet(base, path, headers = {}) {
  const res = await fetch(new URL(path, base), { headers: { ...SITE_HEADERS, ...headers } });
  const body = await res.json();
  if (!res.ok || !body.success) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
}

export async function sitePost(base, path, { headers = {}, body }) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { ...SITE_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok || !answer.success)
    throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.value;
}

/** An E call's body (docs/product.md §7): AES-256-GCM, its key wrapped with the platform's RSA-OAEP key. */
async function encrypted(base, payload) {
  const { keyId, publicKey } = await siteGet(base, '/wps/session/key/rsa');
  const subtle = globalThis.crypto.subtle;
  const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const rsa = await subtle.importKey('spki', Buffer.from(publicKey, 'base64'), rsaParams, false, [
    'encrypt',
  ]);
  const rawAes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', rawAes, 'AES-GCM', false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = new Uint8Array(await subtle.encrypt(rsaParams, rsa, rawAes));
  return {
    headers: {
      Encryption: 'RSA',
      'X-RSA': Buffer.from(wrapped).toString('base64'),
      'X-Key-Id': keyId,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ value: Buffer.concat([iv, cipher]).toString('base64') }),
  };
}

/**
 * `count` members made through the operator API on `base`, each funded with 1,000,000.00,
 * logged in on `loginBases[i % n]` and half of its money moved to the merchant's first
 * transfer-wallet vendor (so transfers either way never run short). Logins go one at a time:
 * attempts in flight from one address count as failures for each other (a captcha follows).
 */
export async function transferMembers(base, count, prefix, loginBases = [base]) {
  const password = 'bench12345';
  const ops = { Authorization: OPS_TOKEN };
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}x${i}`);
  const fourAtATime = async (fn) => {
    for (let i = 0; i < count; i += 4) await Promise.all(usernames.slice(i, i + 4).map(fn));
  };
  await fourAtATime(async (username) => {
    await sitePost(base, '/ops/members', { headers: ops, body: { username, password } });
    await sitePost(base, `/ops/members/${username}/adjustments`, {
      headers: ops,
      body: { amount: 1_000_000, reason: 'Bench funds', idempotencyKey: `bench-fund-${username}` },
    });
  });
  const members = [];
  for (const [i, username] of usernames.entries()) {
    const loginBase = loginBases[i % loginBases.length];
    const login = await encrypted(loginBase, { username, password, type: 'username' });
    const { token } = await sitePost(loginBase, '/wps/session/login', login);
    members.push({ username, token, base: loginBase, sent: 0 });
  }
  const first = members[0];
  const { wallets } = await siteGet(first.base, '/wps/relay/GCS_merchantWallet', {
    Authorization: first.token,
  });
  const vendor = wallets[0].wallet;
  await fourAtATime(async (username) => {
    const m = members.find((x) => x.username === username);
    await sitePost(m.base, '/wps/relay/GCS_walletTransfer', {
      headers: { Authorization: m.token, 'Idempotency-Key': `bench-half-${username}` },
      body: { from: 'MAIN', to: vendor, amount: 500_000 },
    });
  });
  return { members, vendor };
}

/** The members' money: transfers between a member's own wallets never change it. */
export async function totalOf(members) {
  let total = 0;
  for (const m of members) {
    total += (await siteGet(m.base, '/wps/v2/wallets/balance', { Authorization: m.token }))
      .sumBalance;
  }
  return total;
}
