import { Outlet } from 'react-router';

/** Header, side menu, right bar, footer and mobile bottom navigation around a page. */
export function FullLayout() {
  return (
    <div className="layout layout--full">
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
