import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Hello">
        <p>body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, closes with its button and gives focus back to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog).toBeInTheDocument();
    // The page has one banner (the site header); a dialog's title bar is not another.
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the inner dialog on Esc when one dialog opens inside another', () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <p>inner body</p>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    // jsdom has no native Esc on <dialog>: fire the cancel event the browser would.
    act(() => {
      inner.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});

describe('Dialog focus after a nested close', () => {
  it('lands on the outer dialog title when the button that opened the inner one is gone', async () => {
    const user = userEvent.setup({ delay: null });
    function Confirming() {
      const [confirmed, setConfirmed] = useState(false);
      const [asking, setAsking] = useState(false);
      return (
        <Dialog open onClose={() => undefined} title="Outer">
          {confirmed ? (
            <p>Done</p>
          ) : (
            <button type="button" onClick={() => setAsking(true)}>
              Confirm
            </button>
          )}
          <Dialog open={asking} onClose={() => setAsking(false)} title="Sure?">
            <button
              type="button"
              onClick={() => {
                setConfirmed(true);
                setAsking(false);
              }}
            >
              Yes
            </button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Confirming />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Outer' })).toHaveFocus();
  });
});

function FormHarness({ fieldsLater = false }: { fieldsLater?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(!fieldsLater);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log in" initialFocus="first-field">
        <div hidden>
          <input aria-label="hidden tab field" />
        </div>
        <input type="checkbox" aria-label="remember" />
        {loaded ? <input aria-label="Username" /> : <p>loading</p>}
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it("opens a form on its first visible field, not on 'Tutup'", async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormHarness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('focuses the first field once a loading form shows it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormHarness fieldsLater />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    // jsdom leaves the inert page clickable: the load button stands for the data arriving.
    act(() => screen.getByRole('button', { name: 'load' }).click());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });

  it('gives focus to the main landmark when nothing had focus before it opened', async () => {
    function SelfOpening() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <main id="main" tabIndex={-1}>
            page
          </main>
          <Dialog open={open} onClose={() => setOpen(false)} title="Notice">
            <p>news</p>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<SelfOpening />);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
