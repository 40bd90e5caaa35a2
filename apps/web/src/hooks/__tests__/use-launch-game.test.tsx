import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type Location } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Game, MemberInfo } from '@site/contract';
import { memberKeys } from '../../api/keys';
import { useSessionStore } from '../../stores/session';
import { useUiStore } from '../../stores/ui';
import { memberInfo, resetAccountState } from '../../testing/account-data';
import { renderWithProviders, testQueryClient } from '../../testing/render';
import { game } from '../../testing/shell-data';
import { useLaunchGame } from '../use-launch-game';

const slot = game('PG', 'RNG', 1);
const lott = (overrides: Partial<Game> = {}): Game => ({
  ...game('NLT', 'LOTT', 1),
  accountTypeName: 'LOTT',
  code: 'PK101',
  defaultPlayType: 'PK10_STANDARD',
  ...overrides,
});

/** A card that launches `target`, at /rng, as a member of `type` (or a visitor). */
function renderCard(target: Game, member?: Pick<MemberInfo, 'type'>) {
  const client = testQueryClient();
  if (member) {
    sessionStorage.setItem('token', 'token-1');
    useSessionStore.setState({ token: 'token-1' });
    client.setQueryData(memberKeys.info(), memberInfo(member));
  }
  const current: { location: Location | null } = { location: null };
  function Card() {
    const launch = useLaunchGame();
    current.location = useLocation();
    return (
      <button type="button" onClick={() => launch(target)}>
        {target.gameName}
      </button>
    );
  }
  renderWithProviders(<Card />, { url: '/rng', client });
  return {
    click: () =>
      userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: target.gameName })),
    location: () => current.location!,
  };
}

describe('useLaunchGame', () => {
  beforeEach(() => act(resetAccountState));

  it('asks a visitor to log in and starts nothing', async () => {
    const card = renderCard(slot);
    await card.click();
    expect(useUiStore.getState().authModal).toBe('login');
    expect(useUiStore.getState().launchingGame).toBeNull();
    expect(card.location().pathname).toBe('/rng');
  });

  it('gives a trial account the real-account warning and starts nothing', async () => {
    const card = renderCard(slot, { type: 4 });
    await card.click();
    expect(useUiStore.getState().trialDialogOpen).toBe(true);
    expect(useUiStore.getState().launchingGame).toBeNull();
    expect(card.location().pathname).toBe('/rng');
  });

  it('opens a house game for a trial account: it plays on play money', async () => {
    const house = game('NSO', 'RNG', 1);
    const card = renderCard(house, { type: 4 });
    await card.click();
    expect(useUiStore.getState().trialDialogOpen).toBe(false);
    expect(useUiStore.getState().launchingGame).toEqual(house);
  });

  it('takes a trial account to the lottery: it bets play money there', async () => {
    const card = renderCard(lott(), { type: 4 });
    await card.click();
    expect(useUiStore.getState().trialDialogOpen).toBe(false);
    const { pathname, search } = card.location();
    expect(`${pathname}${search}`).toBe('/lottery?gameCode=PK101&playType=PK10_STANDARD');
  });

  it('opens the launcher for a member’s third-party game', async () => {
    const card = renderCard(slot, { type: 1 });
    await card.click();
    expect(useUiStore.getState().launchingGame).toEqual(slot);
    expect(useUiStore.getState().authModal).toBeNull();
    expect(card.location().pathname).toBe('/rng');
  });

  it.each<[string, Game, string]>([
    [
      'a LOTT game with its code and play type',
      lott(),
      '/lottery?gameCode=PK101&playType=PK10_STANDARD',
    ],
    [
      'an ELOTT game',
      lott({
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        code: 'ELX1',
        defaultPlayType: 'ELOTT_STANDARD',
      }),
      '/lottery?gameCode=ELX1&playType=ELOTT_STANDARD',
    ],
    ['a LOTT game without a play type', lott({ defaultPlayType: null }), '/lottery'],
    [
      'a LOTT account type of another category',
      lott({ gameType: 'RNG' }),
      '/lottery?gameCode=PK101&playType=PK10_STANDARD',
    ],
    ['the SEA lottery (TCG_SEA)', lott({ accountTypeName: 'TCG_SEA', code: null }), '/seaLottery'],
    [
      'the Vietnamese lottery (TCG_LOTTO_VN)',
      lott({ accountTypeName: 'TCG_LOTTO_VN', code: null }),
      '/vnlottery',
    ],
  ])('routes %s to its lottery page, never to the launcher', async (_, target, href) => {
    const card = renderCard(target, { type: 1 });
    await card.click();
    const { pathname, search } = card.location();
    expect(`${pathname}${search}`).toBe(href);
    expect(useUiStore.getState().launchingGame).toBeNull();
  });

  it('still asks a visitor to log in before a lottery', async () => {
    const card = renderCard(lott());
    await card.click();
    expect(useUiStore.getState().authModal).toBe('login');
    expect(card.location().pathname).toBe('/rng');
  });
});
