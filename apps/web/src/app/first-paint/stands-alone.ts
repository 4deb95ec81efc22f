import { STANDS_ALONE_ATTRIBUTE } from '@tandem/contract';
import { looksSignedIn } from '../../features/auth';
import { FIRST_PAINT_ID } from './replace-first-paint';

/**
 * True on a public page the server drew whole (`/browse`, `/jobs/{id}`) opened by someone not signed in: the page
 * is complete as sent, so the app is not started at all. Someone signed in (a candidate sees their match and Apply
 * there) gets the app as on every other page.
 */
export function pageStandsAlone(document: Document): boolean {
  return Boolean(document.getElementById(FIRST_PAINT_ID)?.hasAttribute(STANDS_ALONE_ATTRIBUTE)) && !looksSignedIn();
}
