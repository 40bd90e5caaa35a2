import type { ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { CATEGORY_ROUTES, categoryHref, paths } from '../config/paths';
import { lazyModule } from '../lib/lazy-module';
import { Root } from './root';
import { FullLayout } from './layouts/full-layout';
import { ReducedLayout } from './layouts/reduced-layout';
import { Page, type PageName } from './page';
// Home is where most visits land: it comes with the app. Every other route module is its
// own chunk, loaded when first visited.
import Home from './routes/home';
// /login is the home page with the login popup open.
import Login from './routes/login';

const Notices = lazyModule('src/app/routes/notices.tsx', () => import('./routes/notices'));
const Category = lazyModule('src/app/routes/category.tsx', () => import('./routes/category'));
const Help = lazyModule('src/app/routes/help.tsx', () => import('./routes/help'));
const HelpCentre = lazyModule(
  'src/app/routes/help-centre.tsx',
  () => import('./routes/help-centre'),
);
const Download = lazyModule('src/app/routes/download.tsx', () => import('./routes/download'));
const Join = lazyModule('src/app/routes/join.tsx', () => import('./routes/join'));
const Game = lazyModule('src/app/routes/game.tsx', () => import('./routes/game'));
const Register = lazyModule('src/app/routes/register.tsx', () => import('./routes/register'));
const Lottery = lazyModule('src/app/routes/lottery.tsx', () => import('./routes/lottery'));
const ComingSoon = lazyModule(
  'src/app/routes/coming-soon.tsx',
  () => import('./routes/coming-soon'),
);
const NotFound = lazyModule('src/app/routes/not-found.tsx', () => import('./routes/not-found'));

/**
 * One route: its address from `paths` (the same addresses links and the login guard's public
 * list use, so none of them can name a route the table does not serve), its page name and its
 * module.
 */
type Entry = [path: string, name: PageName, component: ComponentType];

/** Routes with header, side menu, right bar and footer (docs/product.md §2). */
const fullLayoutPages: Entry[] = [
  [paths.home, 'home', Home],
  [paths.login, 'login', Login],
  [paths.register, 'register', Register],
  [paths.registerHtml, 'register', Register],
  [paths.notices, 'notices', Notices],
  [paths.vip, 'vip', ComingSoon],
  // Every game category page is one lobby module, told its page by the route.
  ...CATEGORY_ROUTES.map((c): Entry => [categoryHref(c), c, Category]),
  [paths.sports, 'sports', Category],
  [paths.esports, 'esports', Category],
  [paths.promotions, 'promotions', ComingSoon],
  [paths.promoDetail, 'promoDetail', ComingSoon],
  [paths.help, 'help', Help],
  [paths.download, 'download', Download],
  [paths.join, 'join', Join],
];

/** Lottery (/lottery, /elott), seamless, game and the points mall hide the header navigation (docs/product.md §2). */
const reducedLayoutPages: Entry[] = [
  [paths.lottery, 'lottery', Lottery],
  [paths.elott, 'elott', Lottery],
  [paths.vnLottery, 'vnLottery', ComingSoon],
  [paths.seaLottery, 'seaLottery', ComingSoon],
  [paths.seamless, 'seamless', ComingSoon],
  [paths.game, 'game', Game],
  [paths.pointMall, 'pointMall', ComingSoon],
];

/**
 * The public first screens the platform renders on the server (and unknown addresses, its
 * 404). Pages that need a session or the visitor's storage, or show operator HTML, are
 * rendered in the browser. The lottery pages run on the clock: they render from the instant
 * the server took (lib/render-now.ts), which the browser's hydrating render reuses.
 */
const SERVER_RENDERED: readonly PageName[] = [
  'home',
  'rng',
  'live',
  'pvp',
  'fish',
  'hot',
  'sports',
  'esports',
  'vip',
  'promotions',
  'lottery',
  'elott',
  'vnLottery',
  'seaLottery',
  'pointMall',
];

/** Whether a path is rendered on the server: a public first screen, or no route's (404). */
export function serverRendered(pathname: string): boolean {
  const entries = [...fullLayoutPages, ...reducedLayoutPages];
  const match = entries.find(([path]) => matchPath(path, pathname));
  if (match) return SERVER_RENDERED.includes(match[1]);
  // /, /index.html (redirects) and the help centre are the browser's; anything else is not found.
  const clientOnly = ['/', '/index.html', paths.helpCentre];
  return !clientOnly.some((path) => matchPath(path, pathname));
}

const toRoute = ([path, name, component]: Entry) => (
  <Route key={path} path={path} element={<Page name={name} component={component} />} />
);

/** / and /index.html go to /index, keeping the query (e.g. an affiliate code). */
function ToHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.home, search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route index element={<ToHome />} />
        <Route path="index.html" element={<ToHome />} />
        <Route element={<FullLayout />}>
          {fullLayoutPages.map(toRoute)}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route element={<ReducedLayout />}>{reducedLayoutPages.map(toRoute)}</Route>
        {toRoute([paths.helpCentre, 'helpCentre', HelpCentre])}
      </Route>
    </Routes>
  );
}
