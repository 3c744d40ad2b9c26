import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { paths } from '../lib/paths';
import { coldPageModules } from './cold-page-modules';
import { lazyPage } from './lazy-page';
import { coldPages, routes } from './router';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('suspends on a first visit whose code is not here yet, then shows the page', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Dee" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Dee' })).toBeInTheDocument();
  });

  it('renders in the first commit, with no fallback, once its code was loaded ahead', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Dee" />
      </Suspense>,
    );
    // Synchronously: no Suspense round between the shell and the page.
    expect(screen.getByRole('heading', { name: 'Hello Dee' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load, and reports the failure to the caller', async () => {
    let fail = true;
    const Page = lazyPage(() =>
      fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve(Greeting),
    );
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    fail = false;
    await expect(Page.preload()).resolves.toBe(Greeting);
  });
});

describe('pages opened cold', () => {
  it('are routes of the app, each with a page that loads ahead', () => {
    const routePaths = new Set<string>(Object.values(paths).map((p) => p.path));
    for (const path of Object.keys(coldPageModules)) expect(routePaths.has(path), path).toBe(true);
    expect(Object.keys(coldPages).sort()).toEqual(Object.keys(coldPageModules).sort());
  });

  it('the sign-in page, loaded ahead, renders with the shell: no spinner first', async () => {
    await coldPages['/login'].preload();
    const router = createMemoryRouter(routes, { initialEntries: [paths.login.getHref()] });
    renderWithProviders(<RouterProvider router={router} />);
    // In the first commit, before any promise settles.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
  });
});
