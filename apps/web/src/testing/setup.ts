import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// findBy* and waitFor wait up to 1 s by default; a busy CI machine running every suite at once needs longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it cannot scroll, and says so on every call: React Router's ScrollRestoration
// (app/routes/root-layout.tsx) calls window.scrollTo on each navigation. What a scroll does is proven in Chromium.
// (The build plugins' tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
