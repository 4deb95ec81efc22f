// The catalogue as Tandem's own authors wrote it; index.ts adds what O*NET brings (onet.generated.ts).
import { cloud } from './cloud.ts';
import { community } from './community.ts';
import { data } from './data.ts';
import { design } from './design.ts';
import { education } from './education.ts';
import { finance } from './finance.ts';
import { frontline } from './frontline.ts';
import { fundraising } from './fundraising.ts';
import { healthcare } from './healthcare.ts';
import { hospitality } from './hospitality.ts';
import { hr } from './hr.ts';
import { it } from './it.ts';
import { languages } from './languages.ts';
import { legalAdmin } from './legal-admin.ts';
import { marketing } from './marketing.ts';
import { operations } from './operations.ts';
import { project } from './project.ts';
import { retail } from './retail.ts';
import { sales } from './sales.ts';
import { softSkills } from './soft-skills.ts';
import { software } from './software.ts';
import { trades } from './trades.ts';
import type { CatalogueCategory } from './types.ts';


/** Every hand-written category, in the order the pages list them. */
export const AUTHORED_CATALOGUE: readonly CatalogueCategory[] = [
  software,
  cloud,
  data,
  it,
  design,
  marketing,
  sales,
  finance,
  operations,
  project,
  trades,
  hospitality,
  healthcare,
  education,
  fundraising,
  community,
  languages,
  softSkills,
  legalAdmin,
  retail,
  hr,
  frontline,
];
