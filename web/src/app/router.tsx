import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';
import { RouteError } from './route-error';
import { AppShell } from './shell';

// One chunk per page: the shell loads first, each page's code when it is first visited.
const StatusPage = lazy(() =>
  import('../features/status/components/status-page').then((m) => ({ default: m.StatusPage })),
);

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      // Until the dashboard exists, home shows the system status.
      { index: true, element: <StatusPage /> },
      { path: paths.status.path, element: <StatusPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
