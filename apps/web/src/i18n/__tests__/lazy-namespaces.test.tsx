import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from '../react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '..';
import { renderWithProviders } from '../../testing/render';

function LoginTitle() {
  const { t } = useTranslation('auth');
  return <h1>{t('login.title')}</h1>;
}

describe('lazy namespaces', () => {
  afterEach(() => act(() => applyLanguage('ID')));

  it('arrive when a screen first uses them, and follow a language switch', async () => {
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <LoginTitle />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    await act(() => applyLanguage('EN'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
