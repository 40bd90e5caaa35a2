import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { sessionCalls, systemCalls, type FeatureSwitch } from '@site/contract';
import { mockSwitches } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { bindSessionQueryClient } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import LoginModal from '../components/login-modal';
import { encryption } from './encryption';

type Api = ReturnType<typeof mockApi>;

/** The login modal, open, with these switches on and these extra answers. */
export async function openLogin({
  switches = [] as FeatureSwitch[],
  routes = (api: Api): unknown => api,
} = {}) {
  const api = mockSwitches(mockApi(), ...switches).on(systemCalls.countryCode, () => ({
    countryCode: 'ID',
    countryDialingCode: '+62',
    countries: [{ countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' }],
  }));
  // The form asks whether the captcha is needed as it opens: not, unless a test says so.
  api.on(sessionCalls.loginCaptcha, () => ({ captchaRequired: false }));
  routes(api);
  const crypto = await encryption(api);
  const client = testQueryClient();
  bindSessionQueryClient(client);
  const user = userEvent.setup({ delay: null });
  act(() => useUiStore.getState().openAuthModal('login'));
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <LoginModal />
    </Suspense>,
    { client },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Masuk' });
  return { api, crypto, client, user, dialog };
}

/**
 * Serves slider pictures s1, s2, ... and passes every drop with the token tok-<sliderId>.
 * `pictures()` tells how many were served, `lastToken()` the newest token handed out.
 */
export function serveSlider(api: Api) {
  let served = 0;
  let lastToken: string | null = null;
  api
    .on(sessionCalls.slider, () => ({
      sliderId: `s${++served}`,
      background: 'data:image/svg+xml,<svg/>',
      piece: 'data:image/svg+xml,<svg/>',
      width: 300,
      height: 150,
      pieceSize: 40,
      pieceTop: 50,
    }))
    .on(sessionCalls.sliderVerify, (_url, init) => {
      const { sliderId } = JSON.parse(String(init?.body)) as { sliderId: string };
      lastToken = `tok-${sliderId}`;
      return { sliderToken: lastToken };
    });
  return { pictures: () => served, lastToken: () => lastToken };
}
