import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../storage';

afterEach(() => sessionStorage.clear());

describe('session.clear (logout, a dead token)', () => {
  it('ends the session and the house page’s games with it, keeping the merchant keys', () => {
    sessionStorage.setItem('token', 'token-1');
    sessionStorage.setItem('iframeUrl', '/house/play/?t=launch-1&lang=ID');
    sessionStorage.setItem('merchantCode', 'DEMO');
    sessionStorage.setItem('house.session.NSO-0001', '"game-session-1"');
    sessionStorage.setItem('house.launch.abc', '{"gameId":"NSO-0001"}');
    sessionStorage.setItem('house.pending.NSO-0002', '{"roundKey":"r1","shownHash":"h"}');
    // Not the site's nor the house page's: left alone.
    sessionStorage.setItem('housekeeping', 'x');

    session.clear();

    expect(Object.keys({ ...sessionStorage }).sort()).toEqual(['housekeeping', 'merchantCode']);
  });
});
