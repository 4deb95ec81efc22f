import { entryRoutes } from '../entries/routes.ts';
import { experienceKind } from './kind.ts';

export const experienceRoutes = entryRoutes(experienceKind);
