import { NAME_SLOTS } from '@tandem/contract';
import type { Role } from '@tandem/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CandidateLayout } from '../layout/candidate-layout';
import { userQueryOptions } from '../../features/auth';
import type { AuthUser } from '../../features/auth';
import { loadComponent } from '../lazy-components';
import { APP_ROUTES, GUARDS } from '../route-table';
import type { Guard } from '../route-table';

/** A screen drawn before its code has run: for visitors (nobody signed in) or for one role. */
export interface FirstPaint {
  path: string;
  role: Role | null;
  /** The same for everyone it is drawn for: nothing of any user's is in it. */
  html: string;
  /**
   * Each text of the drawing that shows the user's name, as drawn (nameless) -> as drawn with NAME_SLOTS for the
   * name; the browser fills the user's name into these before the first paint (the contract's FILL_NAME_SCRIPT).
   */
  named: Record<string, string>;
}

const LAYOUTS: Partial<Record<Role, ReactElement>> = { candidate: <CandidateLayout /> };

/**
 * The drawing only: React's `<title>` (the app sets the title itself once it runs) and every id go, so nothing
 * in the page can find the drawing instead of the screen that replaces it (`#main`, a label's input). React
 * escapes quotes inside attribute values and text, so ` id="` only ever starts an attribute.
 */
export const drawingOnly = (html: string): string =>
  html.replace(/<title>[^<]*<\/title>/g, '').replace(/ id="[^"]*"/g, '');

/** Text as the browser reads it from React's markup (React escapes these five, and nothing else, in text). */
const unescapeText = (text: string): string =>
  text.replace(/&(lt|gt|quot|#x27|amp);/g, (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', '#x27': "'", amp: '&' })[name] ?? '');

/**
 * The texts that show the user's name: a drawing for a nameless user and the same drawn with NAME_SLOTS differ in
 * those texts only. Markup that changes with the name (an element or attribute shown only with it), or a text that
 * reads the same elsewhere without standing for the name, could not be filled in by text, and is a mistake.
 */
export function namedTexts(path: string, nameless: string, named: string): Record<string, string> {
  // React escapes '>' inside attribute values too, so a '>' always ends a tag.
  const before = nameless.split(/(<[^>]*>)/);
  const after = named.split(/(<[^>]*>)/);
  const texts: Record<string, string> = {};
  if (before.length !== after.length || before.some((part, index) => index % 2 === 1 && part !== after[index])) {
    throw new Error(`${path}: the user's name changes the drawing's markup, not only its text`);
  }
  for (let index = 0; index < before.length; index += 2) {
    const [text, withName] = [unescapeText(before[index]!), unescapeText(after[index]!)];
    if (text === withName) continue;
    if (texts[text] !== undefined && texts[text] !== withName) throw new Error(`${path}: "${text}" shows the name in two ways`);
    texts[text] = withName;
  }
  for (let index = 0; index < before.length; index += 2) {
    const text = unescapeText(before[index]!);
    if (texts[text] !== undefined && text === unescapeText(after[index]!)) {
      throw new Error(`${path}: "${text}" stands for the name in one place and not in another`);
    }
  }
  return texts;
}

/** Whom a route's drawing is for; a route marked for drawing under a guard that does not say is a mistake. */
function drawnFor(path: string, guardName: keyof typeof GUARDS | null): Role | null {
  const guard: Guard | undefined = guardName ? GUARDS[guardName] : undefined;
  if (guard?.drawnFor === undefined) throw new Error(`${path} is marked for a first paint, but not whom for`);
  return guard.drawnFor;
}

/**
 * Each screen the route table marks `firstPaint`, as its code first renders it, before any answer from the server
 * (titles, forms, skeletons; nothing of the user's, not even their name: the same page serves every user of the
 * role; the browser fills in the name it remembers, see `named`, and the app the rest when it replaces the
 * drawing), written at build time so the server can send it inside the page: the browser paints it at once instead
 * of after the app's JavaScript has downloaded and run.
 */
export async function renderFirstPaints(): Promise<FirstPaint[]> {
  const drawn = APP_ROUTES.filter((route) => route.firstPaint);
  return Promise.all(
    drawn.map(async ({ path, guard, screen }) => {
      const role = drawnFor(path, guard);
      const Screen = await loadComponent(screen);
      const layout = role ? LAYOUTS[role] : undefined;
      const route = <Route path={path} element={<Screen />} />;
      // A client with nothing fetched, so every query renders as pending; but for who is signed in: a user of the
      // role, nameless, as the drawing is everybody's (or named NAME_SLOTS, to find where the name goes).
      const draw = (name: string) => {
        const queryClient = new QueryClient();
        if (role) {
          const user: AuthUser = { id: 0, role, name, email: '', company: null };
          queryClient.setQueryData(userQueryOptions().queryKey, user);
        }
        return drawingOnly(
          renderToStaticMarkup(
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={path}>
                <Routes>{layout ? <Route element={layout}>{route}</Route> : route}</Routes>
              </StaticRouter>
            </QueryClientProvider>,
          ),
        );
      };
      const html = draw('');
      return { path, role, html, named: role ? namedTexts(path, html, draw(NAME_SLOTS.name)) : {} };
    }),
  );
}
