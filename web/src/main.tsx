import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { coldPages } from './app/router';
import { loadAppIntl } from './i18n/intl';
import { applyDocumentLanguage, getLanguage } from './i18n/language';
import { defaultLocale } from './i18n/locales';
import { usableStoredToken } from './lib/auth';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

const path = window.location.pathname.replace(/\/+$/, '') || '/';

// A page rendered ahead at build time (login.html; web/src/prerender.tsx) is hydrated when the
// browser's first render will match it: the same path, nothing after it in the address, and no
// session (which would send the visitor on). Otherwise the app renders afresh over it.
const prerendered = container.dataset.prerendered;
const session = usableStoredToken() !== null;
// The page rendered ahead is English: a visitor reading another language gets it afresh.
const language = getLanguage();
applyDocumentLanguage(language);
const hydrate =
  prerendered === path &&
  window.location.search === '' &&
  window.location.hash === '' &&
  !session &&
  language === defaultLocale;
// A signed-in visitor is going elsewhere: the page rendered ahead goes (index.html's styles hid
// it meanwhile). Any other visitor keeps seeing it until the app's first render replaces it.
if (prerendered !== undefined && session) container.replaceChildren();
delete container.dataset.prerendered;

function render() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// The page opened cold (its chunks are already on their way: index.html preloads them) renders
// with the shell's first commit instead of after a Suspense round. Should its code fail to load,
// the app starts all the same and the page's own loading reports it.
// The app's text (react-intl and the language's catalog) loads beside it, so the first render
// is already in the visitor's language (docs/decisions/0061).
const opened = Object.hasOwn(coldPages, path)
  ? coldPages[path as keyof typeof coldPages]
  : undefined;
void Promise.allSettled([opened?.preload(), loadAppIntl(language)]).then(render);
