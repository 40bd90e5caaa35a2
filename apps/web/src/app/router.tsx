import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CATEGORY_ROUTES, paths } from '../config/paths';
import { Root } from './root';
import { FullLayout } from './layouts/full-layout';
import { ReducedLayout } from './layouts/reduced-layout';
import { Page, type PageName } from './page';
// Home is where most visits land: it comes with the app. Every other route module is its
// own chunk, loaded when first visited.
import Home from './routes/home';
// /login is the home page with the login popup open.
import Login from './routes/login';

const Notices = lazy(() => import('./routes/notices'));
const Category = lazy(() => import('./routes/category'));
const Help = lazy(() => import('./routes/help'));
const HelpCentre = lazy(() => import('./routes/help-centre'));
const Download = lazy(() => import('./routes/download'));
const Join = lazy(() => import('./routes/join'));
const Game = lazy(() => import('./routes/game'));
const Register = lazy(() => import('./routes/register'));
const ComingSoon = lazy(() => import('./routes/coming-soon'));
const NotFound = lazy(() => import('./routes/not-found'));

type Entry = [path: string, name: PageName, component: ComponentType];

/** Routes with header, side menu, right bar and footer (SPEC §2). */
const fullLayoutPages: Entry[] = [
  ['index', 'home', Home],
  ['login', 'login', Login],
  ['register', 'register', Register],
  ['register.html', 'register', Register],
  ['noticePage', 'notices', Notices],
  ['vip', 'vip', ComingSoon],
  ['elott', 'elott', ComingSoon],
  // Every game category page is one lobby module, told its page by the route.
  ...CATEGORY_ROUTES.map((c): Entry => [c, c, Category]),
  ['sports', 'sports', Category],
  ['esports', 'esports', Category],
  ['promotions', 'promotions', ComingSoon],
  ['promoDetail', 'promoDetail', ComingSoon],
  ['help', 'help', Help],
  ['down', 'download', Download],
  ['join', 'join', Join],
];

/** Lottery, seamless, game and the points mall hide the header navigation (SPEC §2). */
const reducedLayoutPages: Entry[] = [
  ['lottery', 'lottery', ComingSoon],
  ['vnlottery', 'vnLottery', ComingSoon],
  ['seaLottery', 'seaLottery', ComingSoon],
  ['seamless', 'seamless', ComingSoon],
  ['game', 'game', Game],
  ['pointMall', 'pointMall', ComingSoon],
];

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
        {toRoute(['helpmc', 'helpCentre', HelpCentre])}
      </Route>
    </Routes>
  );
}
