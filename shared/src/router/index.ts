/**
 * The router, as every app in the browser imports it: `@servenear/shared/router`, never
 * `react-router-dom` (an ESLint rule says so). Module Federation shares a package whole, and
 * react-router's whole is 61 KB gzip (data routers, server rendering, RSC, cookies, form
 * actions); this module names what our pages use, so the one shared copy is the tree-shaken
 * rest (14 KB). The site uses react-router's declarative router (`BrowserRouter` and route
 * objects through `useRoutes`): no route has a loader or an action, and the data router alone
 * cost 18 KB more on every page. It is part of the host contract (docs/architecture.md §5): one
 * instance on the page, the shell's, so a remote's `useNavigate` meets the shell's router. A name
 * added here is a minor contract version.
 *
 * Tests, the standalone dev page and the server render may import react-router itself: there is
 * no federation there, so they meet the same module instance.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
