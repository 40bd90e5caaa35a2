import { memberPlace } from '../../../config/centre-links';
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { expect } from 'vitest';
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

/**
 * A record table as screen readers find it on a phone too: each piece states its role itself
 * (the phone's card layout changes their display, and Chromium then no longer reports a table,
 * its rows and cells), and each cell carries its column's header as the card's label.
 */
export function expectTableOnPhones(table: HTMLElement) {
  expect(table).toHaveAttribute('role', 'table');
  // The record pages' own phone look (records.css), not the agent centre's cards.
  expect(table).toHaveClass('records-table');
  expect(table).not.toHaveClass('card-table');
  const groups = [...table.querySelectorAll('thead, tbody')];
  expect(groups).toHaveLength(2);
  for (const group of groups) expect(group).toHaveAttribute('role', 'rowgroup');
  const rows = [...table.querySelectorAll('tr')];
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(row).toHaveAttribute('role', 'row');
  const headers = [...table.querySelectorAll('thead th')];
  for (const header of headers) expect(header).toHaveAttribute('role', 'columnheader');
  const labels = headers.map((header) => header.textContent);
  for (const row of table.querySelectorAll('tbody tr')) {
    const cells = [...row.querySelectorAll('td')];
    for (const cell of cells) expect(cell).toHaveAttribute('role', 'cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(labels);
  }
}
