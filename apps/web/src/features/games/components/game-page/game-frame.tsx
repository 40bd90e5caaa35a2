import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';

/** How long the game may take to load before its second address is tried (or it is said). */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

/**
 * A game on another origin (a vendor, a launch CDN): scripts, its own origin (the house page
 * calls /house/api with fetch), forms and popups (a vendor's help or cashier window); no top
 * navigation, so a game cannot take the site's tab away.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The sandbox for a game's address: none on the site's own origin, where scripts plus the
 * same origin could lift the sandbox anyway (the browser warns so): it would protect nothing.
 */
const sandboxFor = (src: string) =>
  new URL(src, window.location.href).origin === window.location.origin ? undefined : SANDBOX;

interface GameFrameProps {
  title: string;
  url: string;
  /** The launch's second address (game_url2), tried once when the first does not load. */
  fallbackUrl: string | null;
}

type FrameState = 'loading' | 'loaded' | 'slow';

/**
 * The game's iframe, with a loading indicator until it has loaded. An iframe reports no failure
 * (no error event, no HTTP status), so "did not load" means no load event within
 * GAME_LOAD_TIMEOUT_MS: then the second address when there is one, else a plain word that it
 * is slow.
 */
export function GameFrame({ title, url, fallbackUrl }: GameFrameProps) {
  const { t } = useTranslation('play');
  const [src, setSrc] = useState(url);
  const [state, setState] = useState<FrameState>('loading');
  const onSecond = src !== url;

  const giveUpOnSource = () => {
    if (fallbackUrl && !onSecond) {
      setSrc(fallbackUrl);
      setState('loading');
    } else {
      setState('slow');
    }
  };

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(giveUpOnSource, GAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
    // Restarted for each address; giveUpOnSource reads the state of the render that set it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, src]);

  return (
    <>
      {state === 'loaded' ? null : (
        <div className={`game-frame__status game-frame__status--${state}`} role="status">
          {state === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
          <span>
            {state === 'slow'
              ? t('game.slow')
              : onSecond
                ? t('game.second_address')
                : t('game.loading', { game: title })}
          </span>
        </div>
      )}
      <iframe
        // A new element per address: the first one's late load must not count for the second.
        key={src}
        className="game-frame"
        src={src}
        title={title}
        allow="fullscreen; autoplay"
        sandbox={sandboxFor(src)}
        onLoad={() => setState('loaded')}
      />
    </>
  );
}
