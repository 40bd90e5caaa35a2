import { Outlet } from 'react-router';

/** Lottery, seamless, game and points mall: no header navigation (SPEC §2). */
export function ReducedLayout() {
  return (
    <div className="layout layout--reduced">
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
