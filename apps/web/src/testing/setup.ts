import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n';
import { takeUnanswered } from './mock-api';

// A lazy screen's first render compiles its module: on a loaded two-core machine that alone
// can pass the library's one second, so a findBy waits up to five (a pass returns at once).
configure({ asyncUtilTimeout: 5_000 });

// The server render's tests run without a DOM (@vitest-environment node): none of this.
const browser = typeof window !== 'undefined';

beforeAll(async () => {
  if (browser) await initI18n('ID');
  // The app loads the contract's calls and client with its first call (lib/api-client.ts);
  // loaded here first, a test's first call does not spend its findBy's second compiling them.
  await Promise.all([import('@site/contract'), import('@site/contract/client.js')]);
});

afterEach(() => {
  if (browser) {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  }
  // A call no mock answers is the test's mistake (mock-api.ts): it fails, naming the calls.
  const unanswered = takeUnanswered();
  if (unanswered.length) {
    throw new Error(`calls no mock answers: ${[...new Set(unanswered)].join(', ')}`);
  }
});
if (browser) window.scrollTo = () => {};
// jsdom lays nothing out, so it has no scrollIntoView either.
if (browser && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom has <dialog> but not its modal methods.
if (browser && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
