import { entryRoutes } from '../entries/routes.ts';
import { educationKind } from './kind.ts';

export const educationRoutes = entryRoutes(educationKind);
