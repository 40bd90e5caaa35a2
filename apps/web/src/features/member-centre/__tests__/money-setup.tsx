import { memberPlace } from '../../../config/centre-links';
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { MemberPageKey } from '../../../config/member-pages';
import type { mockApi } from '../../../testing/mock-api';
import { openCentre, renderWithProviders } from '../../../testing/render';
import MemberCentre from '../components/member-centre';
import { signIn } from './member-centre-setup';

type Api = ReturnType<typeof mockApi>;

/** A logged-in member's centre opened on a money page, as the menu opens it. */
export function openMoneyPage(page: MemberPageKey, { client }: { client?: QueryClient } = {}) {
  signIn();
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <MemberCentre />
    </Suspense>,
    client ? { client } : {},
  );
  openCentre(memberPlace(page));
}

/** The section a heading titles. */
export const section = (name: string | RegExp) =>
  screen.getByRole('heading', { name }).closest('section') as HTMLElement;

/** Every POST the page made: nothing may leave before the form's own checks pass. */
export const posts = (api: Api) =>
  api.fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'POST');

/** How many times the page asked for `path`. */
export const getsOf = (api: Api, path: string) =>
  api.fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === 'GET' && new URL(String(input), 'http://x').pathname === path,
  ).length;

/** What each element says, in order. */
export const textsOf = (elements: readonly HTMLElement[]) => elements.map((e) => e.textContent);
