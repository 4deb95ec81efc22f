/** Starts the app (main.tsx loads this module): asks who is signed in and renders the router into #root. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { replaceFirstPaint } from './app/first-paint/replace-first-paint';
import { leaveOnLostSession, rememberUserName, userQueryOptions } from './features/auth';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// Every screen waits for who is signed in (its guard decides with it): ask now, while the screen's code is still
// downloading, instead of once the guard has loaded.
const queryClient = createQueryClient();
rememberUserName(queryClient);
leaveOnLostSession(queryClient);
void queryClient.prefetchQuery(userQueryOptions());

replaceFirstPaint(container);

// As a transition, React renders the app a few milliseconds at a time, yielding to the browser in between, instead
// of in one task: on a slow phone the first render (React's own start-up included) was one of the longest tasks.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
