import { FIRST_PAINT_ID } from './app/first-paint/replace-first-paint';
import './index.css';

// The app's code downloads at once (the page names it as modulepreloads) but runs from here. When the server sent
// the screen already drawn, the browser paints it first: running the app's modules and its first render takes
// the main thread for a second or more on a slow phone, and the drawing would wait under it.
const start = () => import('./start');
if (document.getElementById(FIRST_PAINT_ID)) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
