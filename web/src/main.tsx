import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { coldPages } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

function render() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The page opened cold (its chunks are already on their way: index.html preloads them) renders
// with the shell's first commit instead of after a Suspense round. Should its code fail to load,
// the app starts all the same and the page's own loading reports it.
const path = window.location.pathname.replace(/\/+$/, '') || '/';
const opened = Object.hasOwn(coldPages, path)
  ? coldPages[path as keyof typeof coldPages]
  : undefined;
if (opened) void opened.preload().then(render, render);
else render();
