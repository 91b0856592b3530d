// The router API of the whole site, re-exported from react-router-dom. The shell
// and every remote import routing from here, so react-router exists once per page
// inside this singleton package and is tree-shaken to what the site uses
// (30 KB gzip instead of 60 KB for the whole package shared on its own; see
// docs/architecture.md). Importing react-router-dom directly elsewhere would load
// a second router and break its context: lint forbids it.
export {
  createBrowserRouter,
  RouterProvider,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
  useParams,
  useNavigationType,
  type RouteObject,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
  type SetURLSearchParams,
} from 'react-router-dom';
