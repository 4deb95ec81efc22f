// First: zod's settings must be in place before any schema (contract, forms) is built.
import './lib/zod-config';
import { FIRST_PAINT_ID } from './app/first-paint/replace-first-paint';
import { pageStandsAlone } from './app/first-paint/stands-alone';
import { loadLocaleData } from './app/locale-data';
import './index.css';

// The app's code downloads at once (the page names it as modulepreloads) but runs from here. When the server sent
// the screen already drawn, the browser paints it first: running the app's modules and its first render takes
// the main thread for a second or more on a slow phone, and the drawing would wait under it.
// React DOM is run in a task of its own before the rest of the app: run together, the two were the longest task
// of a slow phone's first load.
const drawn = document.getElementById(FIRST_PAINT_ID) !== null;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  await import('react-dom/client');
  await nextTask();
  // The locale data loads in a task of its own too (app/locale-data.ts), before the first render needs it; not
  // under a drawing, already painted, where the task would count whole after the first paint (/login and
  // /landingpage format nothing at all).
  if (!drawn) {
    loadLocaleData();
    await nextTask();
  }
  await import('./start');
};
// A public page the server drew whole, opened by a visitor, is complete as sent: the app does not start there
// (app/first-paint/stands-alone.ts); its links and search form lead to pages of their own.
if (!pageStandsAlone(document)) {
  if (drawn) requestAnimationFrame(() => setTimeout(() => void start(), 0));
  else void start();
}
