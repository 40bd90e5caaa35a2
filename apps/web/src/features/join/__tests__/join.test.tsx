import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../testing/render';
import { JoinScreen } from '../components/join-screen';

describe('join page', () => {
  it('pitches REGISTER, PLAY, WIN with the catalogue’s figures and every kind of game', () => {
    renderWithProviders(<JoinScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bergabunglah dan mulai menang hari ini' }),
    ).toBeInTheDocument();
    expect(screen.getByText('DAFTAR, MAIN, MENANG')).toBeInTheDocument();
    expect(screen.getByText('140+')).toBeInTheDocument();
    // Counts are grouped as the language writes them: dots in Indonesian (commas in English).
    expect(screen.getByText('5,000+')).toBeInTheDocument();
    const games = screen.getByRole('region', { name: 'Semua permainan dalam satu akun' });
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Kasino langsung',
      'Slot',
      'Olahraga',
      'E-sport',
      'Tembak ikan',
      'Ruang kartu PVP',
      'Lotre dan e-lotre',
    ]);
  });

  it('says what members get and how to start in three steps', () => {
    renderWithProviders(<JoinScreen />);
    const benefits = screen.getByRole('region', { name: 'Keuntungan member' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    const steps = screen.getByRole('region', { name: 'Mulai dalam tiga langkah' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Daftar', 'Isi saldo', 'Main dan menang']);
  });

  it('leads to registration and to the games', () => {
    renderWithProviders(<JoinScreen />);
    const register = screen.getAllByRole('link', { name: 'Daftar sekarang' });
    expect(register.length).toBeGreaterThan(0);
    register.forEach((link) => expect(link).toHaveAttribute('href', '/register'));
    expect(screen.getAllByRole('link', { name: 'Jelajahi game' })[0]).toHaveAttribute(
      'href',
      '/rng',
    );
    expect(screen.getByRole('link', { name: 'Permainan yang bertanggung jawab' })).toHaveAttribute(
      'href',
      '/help#responsible',
    );
  });

  it('speaks English when the visitor picks it', async () => {
    await applyLanguage('EN');
    try {
      renderWithProviders(<JoinScreen />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Join us and start winning today',
      );
      expect(screen.getByText('5,000+')).toBeInTheDocument();
    } finally {
      await applyLanguage('ID');
    }
  });
});
