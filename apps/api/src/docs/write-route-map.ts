// `npm run docs:routes`: writes docs/ARCHITECTURE.md's 'where to find' table from the routes the app registers
// (route-map.ts). Run it after adding, moving or removing a route; route-map.test.ts fails until it has been run.
import { writeRouteTable } from './route-map.ts';

console.log((await writeRouteTable()) ? 'docs/ARCHITECTURE.md: route map written' : 'docs/ARCHITECTURE.md: route map already up to date');
