/**
 * Generates the skill catalogue's O*NET part from O*NET's Technology Skills table (CC BY 4.0, USDOL/ETA):
 *
 *   npm run catalogue:onet -w apps/api -- [path to shared/data/onet]   (default: shared/ beside the repo's folder)
 *
 * It writes apps/api/src/db/seed/catalogue/onet.generated.ts and onet-technologies.generated.ts, committed to
 * the repo: the app never reads shared/ at run time. The rules, in order (docs/matching.md, "O*NET"):
 * 1. Technologies named by at least three occupations, or marked hot, are taken; the most named first.
 * 2. A technology that is already a skill of the hand-written catalogue (by its name, its name without
 *    "software", its acronym, its long form, or without its vendor: "Oracle Java" is Java) becomes an alias
 *    of that skill.
 * 3. A long form ending in its acronym ("Structured query language SQL") is named by the acronym when the long
 *    form is a plain phrase, else by the long form ("Amazon Web Services AWS software" is Amazon Web Services).
 * 4. A generic entry (a plain phrase ending in software, systems, sites...: "Spreadsheet software") becomes a
 *    skill of its own whose related skills are its O*NET category's most named products.
 * 5. Related skills are learnt from co-occurrence: two skills used by many of the same occupations (Jaccard
 *    index of their occupation sets at least 0.25, at least 3 shared) are related, at most 3 a skill.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactName, normalizeName } from '@tandem/matching';
import { AUTHORED_CATALOGUE } from '../seed/catalogue/authored.ts';

const here = dirname(fileURLToPath(import.meta.url));
const onetDir = resolve(process.argv[2] ?? join(here, '../../../../../../shared/data/onet'));
const outDir = join(here, '../seed/catalogue');

const MIN_OCCUPATIONS = 3;
const RELATED_PER_SKILL = 3;
const MIN_JACCARD = 0.25;
const MIN_SHARED = 3;
const GENERIC_RELATED = 8;
const MIN_PARTNER_OCCUPATIONS = 10;

/** Company names O*NET puts before a product ("Oracle Java"); stripped only to find the product's own name. */
const VENDORS = [
  'The MathWorks', 'MathWorks', 'Dassault Systemes', 'National Instruments', 'Wolfram Research', 'Hewlett Packard',
  'Sun Microsystems', 'Red Hat', 'Qlik Tech', 'Leica Geosystems', 'Henry Schein', 'Salesforce.com', 'Amazon Web Services',
  'Microsoft', 'Oracle', 'IBM', 'Adobe', 'Apache', 'Atlassian', 'Google', 'Autodesk', 'Apple', 'Amazon', 'Intuit',
  'StataCorp', 'Trimble', 'Bentley', 'Corel', 'SAP', 'Cisco', 'Quest', 'Maplesoft', 'McNeel', 'Insightful', 'Mathsoft',
  'PTC', 'ESRI', 'SmugMug', 'iParadigms', 'LogMeIn', 'Siemens', 'Blackbaud', 'Kronos', 'Epic', 'Meta', 'Facebook',
  'Ansys', 'Rockwell', 'Schneider', 'Bizmatics', 'GE Healthcare', 'Greenway Medical Technologies', 'MicroFocus',
  'Intrado', 'Veritas', 'Perforce', 'NortonLifeLock', 'Turtle Creek Software', 'Allscripts', 'Sage', 'Infor', 'Epicor',
];
/** Single product words people write alone in job ads ("Visio"): safe to alias without the vendor. */
const PRODUCT_WORDS = new Set(
  ['Visio', 'Photoshop', 'Illustrator', 'InDesign', 'Dreamweaver', 'Revit', 'Primavera', 'Hyperion', 'Cognos', 'Taleo',
    'Eloqua', 'Solaris', 'Webex', 'Confluence', 'SharePoint', 'Acrobat', 'Premiere', 'Maya', 'Stata', 'Mathematica',
    'LabVIEW', 'CATIA', 'SolidWorks', 'AutoCAD', 'MicroStation', 'QuickBooks', 'Dentrix', 'Simulink', 'Minitab',
    'Centricity', 'Tableau', 'Jira', 'JIRA', 'Bamboo', 'Hive', 'Hadoop', 'Kafka', 'Cassandra', 'Tomcat', 'Maven', 'Solr',
    'Struts', 'Groovy', 'Subversion', 'Redshift', 'DynamoDB', 'PeopleSoft', 'Fusion', 'OneNote', 'PowerShell', 'Keynote',
    'Audition', 'FrameMaker', 'PageMaker', 'Creo', 'ArcGIS', 'ArcView', 'ArcInfo', 'Rhinoceros', 'Maple', 'Mathcad'].map((w) => w.toLowerCase()),
);
/** O*NET names that are ordinary English words: kept only in their long, unambiguous spelling. */
const AMBIGUOUS = new Set(
  ['blink', 'loom', 'seesaw', 'chef', 'puppet', 'eko', 'delphi', 'quicken', 'j', 'basic', 'scheme', 'forth', 'icon', 'pascal',
    'ada', 'eiffel', 'oberon', 'grass', 'google', 'basecamp', 'squeegee', 'tadpoles', 'appletree', 'litchi', 'interstate connection icon'],
);
/** Names better given by hand: the rules above would read them awkwardly. */
const READABLE: Record<string, string> = {
  'Chef': 'Chef Infra',
  'Puppet': 'Puppet configuration management',
  'Blink': 'Blink messaging',
  'Loom': 'Loom video messaging',
  'Seesaw': 'Seesaw learning platform',
  'Eko': 'Eko messaging',
  'Delphi Technology': 'Delphi Technology financial software',
  'Quicken': 'Intuit Quicken',
  'Ansible software': 'Ansible',
  'Epic Systems': 'Epic',
  'Google Angular': 'Angular',
  'Objective C': 'Objective-C',
  'Structure query language SQL': 'SQL',
  'Microsoft Office software': 'Microsoft Office',
  'Microsoft Azure software': 'Microsoft Azure',
  'Jenkins CI': 'Jenkins',
  'Hibernate ORM': 'Hibernate',
  'Apple macOS': 'macOS',
  'Apple iOS': 'iOS',
  'UNIX Shell': 'Shell scripting',
  'Shell script': 'Shell scripting',
  'J': 'J programming language',
  'BASIC': 'BASIC programming language',
  'Scheme': 'Scheme programming language',
  'Forth': 'Forth programming language',
  'Pascal': 'Pascal programming language',
  'Ada': 'Ada programming language',
  'Eiffel': 'Eiffel programming language',
  'Oberon': 'Oberon programming language',
  'GRASS': 'GRASS GIS',
  'Google': 'Google search',
  'Basecamp': 'Basecamp project management',
  'Squeegee': 'Squeegee image analysis',
  'Tadpoles': 'Tadpoles childcare app',
  'Appletree': 'Appletree school app',
  'Litchi': 'Litchi drone app',
  'Interstate connection ICON': 'Interstate connection (ICON)',
};
const GENERIC_TAIL = /\b(software|systems?|sites|databases|tools|applications|programs?)$/i;

interface Technology {
  name: string;
  category: string;
  occupations: Set<string>;
  hot: boolean;
}

interface Skill {
  name: string;
  category: string | null; // null: a hand-written skill, which keeps its own category
  aliases: Set<string>;
  occupations: Set<string>;
  generic: boolean;
  /** The O*NET categories its technologies sit in. */
  categories: Set<string>;
  /** How often O*NET names it: the generic entries' related skills are the most named. */
  weight: number;
}

function readTable(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(onetDir, file), 'utf8').split(/\r?\n/).filter((line) => line.length > 0);
  const columns = (header ?? '').split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i] ?? '', value])));
}

function technologies(): Technology[] {
  const byName = new Map<string, Technology>();
  for (const row of readTable('technology-skills.tsv')) {
    const name = (row['Example'] ?? '').trim();
    if (name === '') continue;
    const entry = byName.get(name) ?? { name, category: row['Commodity Title'] ?? '', occupations: new Set(), hot: false };
    entry.occupations.add(row['O*NET-SOC Code'] ?? '');
    entry.hot ||= row['Hot Technology'] === 'Y';
    byName.set(name, entry);
  }
  return [...byName.values()]
    .filter((tech) => tech.occupations.size >= MIN_OCCUPATIONS || tech.hot)
    .sort((a, b) => b.occupations.size - a.occupations.size || a.name.localeCompare(b.name));
}

const spellingKeys = (text: string): string[] => {
  const normalized = normalizeName(text);
  return normalized === '' ? [] : [normalized, `~${compactName(normalized)}`];
};

/** The long form and acronym of "Structured query language SQL" or "Customer relationship management CRM software". */
function acronymOf(name: string): { acronym: string; long: string; tailWord: string } | undefined {
  const words = name.split(/\s+/);
  let tailWord = '';
  if (words.length > 2 && GENERIC_TAIL.test(words[words.length - 1] ?? '')) tailWord = words.pop() ?? '';
  const acronym = words.pop() ?? '';
  if (!/^[A-Z][A-Z0-9]{1,6}$/.test(acronym) || words.length < 2) return undefined;
  // Its letters mostly stand for the long form's initials, in order: XML is eXtensible Markup Language.
  const initials = words.map((word) => word[0]?.toLowerCase() ?? '').join('');
  const letters = acronym.toLowerCase().replace(/[0-9]/g, '');
  let found = 0;
  let from = 0;
  for (const letter of letters) {
    const at = initials.indexOf(letter, from);
    if (at < 0) continue;
    found++;
    from = at + 1;
  }
  if (found < Math.ceil(letters.length / 2) || !initials.includes(letters[letters.length - 1] ?? '')) return undefined;
  return { acronym, long: words.join(' '), tailWord };
}

/**
 * English words O*NET writes in lower case (occupation descriptions, category titles): "spreadsheet" is one,
 * "salesforce" is not, so "Spreadsheet software" is generic and "Salesforce software" a product.
 */
const ENGLISH = new Set(
  [...readTable('occupations.tsv').map((row) => row['Description'] ?? ''), ...readTable('technology-skills.tsv').map((row) => row['Commodity Title'] ?? '')]
    .flatMap((text) => text.match(/\b[a-z][a-z-]+\b/g) ?? []),
);
/**
 * An acronym that is also a word ("DOE" in Jane Doe, "PLC" after a company's name) would be found in every
 * résumé that writes the word: such acronyms are not aliases.
 */
const NOT_ACRONYMS = new Set(['plc', 'ltd', 'llp', 'inc', 'doe', 'cam', 'map', 'ace', 'aim', 'art', 'pet', 'max', 'sun', 'cap', 'fit', 'pas']);
const isWord = (acronym: string) => NOT_ACRONYMS.has(acronym.toLowerCase()) || ENGLISH.has(acronym.toLowerCase());
const isPlainPhrase = (words: string): boolean => {
  const [first = '', ...rest] = words.split(/\s+/);
  const word = first.toLowerCase();
  return (ENGLISH.has(word) || ENGLISH.has(`${word}s`)) && rest.every((word) => /^[a-z/-]+$/.test(word));
};
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function withoutVendor(name: string): string | undefined {
  for (const vendor of VENDORS) if (name.startsWith(`${vendor} `)) return name.slice(vendor.length + 1);
  return undefined;
}

function build() {
  const skills: Skill[] = [];
  const byKey = new Map<string, Skill>();
  const claim = (skill: Skill, spelling: string) => {
    for (const key of spellingKeys(spelling)) if (!byKey.has(key)) byKey.set(key, skill);
  };
  // An alias is added only where no other skill owns that spelling, and once whatever its case.
  const addAlias = (skill: Skill, alias: string) => {
    if (byKey.has(normalizeName(alias))) return; // already a spelling of this skill or of another
    skill.aliases.add(alias);
    claim(skill, alias);
  };
  for (const category of AUTHORED_CATALOGUE) {
    for (const authored of category.skills) {
      const skill: Skill = { name: authored.name, category: null, aliases: new Set(), occupations: new Set(), generic: false, weight: 0, categories: new Set() };
      skills.push(skill);
      claim(skill, authored.name);
    }
  }
  for (const category of AUTHORED_CATALOGUE)
    for (const authored of category.skills) for (const alias of authored.aliases) claim(byKey.get(normalizeName(authored.name))!, alias);
  const find = (spelling: string | undefined) => (spelling ? spellingKeys(spelling).map((key) => byKey.get(key)).find(Boolean) : undefined);

  const mapping: [technology: string, skill: string][] = [];
  for (const tech of technologies()) {
    const acronym = acronymOf(tech.name);
    const bare = tech.name.replace(/\s+software$/i, '');
    const generic = !acronym && GENERIC_TAIL.test(tech.name) && (isPlainPhrase(tech.name) || tech.name.toLowerCase() === tech.category.toLowerCase());
    const genericAcronym = acronym !== undefined && acronym.tailWord !== '' && isPlainPhrase(acronym.long);
    const stripped = withoutVendor(bare);
    let skill = generic || genericAcronym
      ? find(tech.name) ?? find(acronym?.long)
      : find(READABLE[tech.name]) ?? find(tech.name) ?? find(bare) ?? find(acronym?.acronym) ?? find(acronym?.long) ?? find(stripped);
    if (!skill) {
      let name: string;
      const aliases = new Set<string>();
      if (READABLE[tech.name]) name = READABLE[tech.name]!;
      else if (generic) name = capitalise(tech.name);
      else if (acronym && genericAcronym) name = `${capitalise(acronym.long)} (${acronym.acronym})`;
      else if (acronym && isPlainPhrase(acronym.long) && !isWord(acronym.acronym)) name = acronym.acronym;
      else if (acronym && isPlainPhrase(acronym.long)) name = `${capitalise(acronym.long)} (${acronym.acronym})`;
      else if (acronym) name = acronym.long;
      else name = bare;
      if (acronym) {
        aliases.add(acronym.long);
        if (acronym.acronym.length >= 3 && !find(acronym.acronym) && !isWord(acronym.acronym)) aliases.add(acronym.acronym);
        if (genericAcronym) aliases.add(`${acronym.acronym} ${acronym.tailWord}`);
      }
      if (bare !== tech.name && !generic) aliases.add(bare);
      if (stripped && !AMBIGUOUS.has(stripped.toLowerCase()) && !find(stripped)) {
        const distinctive = stripped.includes(' ') || /[A-Z0-9].*[A-Z0-9]/.test(stripped.slice(1)) || PRODUCT_WORDS.has(stripped.toLowerCase());
        if (distinctive) aliases.add(stripped);
      }
      const created: Skill = { name, category: tech.category, aliases: new Set(), occupations: new Set(), generic: generic || genericAcronym, weight: 0, categories: new Set() };
      skills.push(created);
      claim(created, name);
      for (const alias of aliases) addAlias(created, alias);
      skill = created;
    }
    if (!AMBIGUOUS.has(tech.name.toLowerCase())) addAlias(skill, tech.name);
    for (const occupation of tech.occupations) skill.occupations.add(occupation);
    skill.weight += tech.occupations.size;
    skill.categories.add(tech.category);
    mapping.push([tech.name, skill.name]);
  }
  return { skills, mapping };
}

function relatedOf(skills: Skill[]): Map<Skill, string[]> {
  const named = skills.filter((skill) => skill.occupations.size > 0);
  const related = new Map<Skill, string[]>();
  for (const skill of named) {
    if (skill.generic) {
      const sameCategory = named
        .filter((other) => other !== skill && !other.generic && other.categories.has(skill.category ?? ''))
        .sort((a, b) => b.weight - a.weight)
        .slice(0, GENERIC_RELATED);
      related.set(skill, sameCategory.map((other) => other.name));
      continue;
    }
    // Partners named by few occupations relate by chance (Haskell and a research compiler): leave them out.
    const scored = named
      .filter((other) => other !== skill && !other.generic && other.occupations.size >= MIN_PARTNER_OCCUPATIONS)
      .map((other) => {
        let shared = 0;
        for (const occupation of skill.occupations) if (other.occupations.has(occupation)) shared++;
        return { other, shared, jaccard: shared / (skill.occupations.size + other.occupations.size - shared) };
      })
      .filter(({ shared, jaccard }) => shared >= MIN_SHARED && jaccard >= MIN_JACCARD)
      .sort((a, b) => b.jaccard - a.jaccard || a.other.name.localeCompare(b.other.name))
      .slice(0, RELATED_PER_SKILL);
    related.set(skill, scored.map(({ other }) => other.name));
  }
  return related;
}

const { skills, mapping } = build();
const related = relatedOf(skills);
const authoredNames = new Set(AUTHORED_CATALOGUE.flatMap((category) => category.skills.map((skill) => skill.name)));
const extend: Record<string, { aliases: string[]; related: string[] }> = {};
const categories = new Map<string, [string, string[], string[]][]>();
for (const skill of skills) {
  if (skill.occupations.size === 0) continue;
  const aliases = [...skill.aliases].filter((alias) => normalizeName(alias) !== normalizeName(skill.name));
  const relatedNames = related.get(skill) ?? [];
  if (authoredNames.has(skill.name)) extend[skill.name] = { aliases, related: relatedNames };
  else {
    const rows = categories.get(skill.category ?? '') ?? [];
    rows.push([skill.name, aliases, relatedNames]);
    categories.set(skill.category ?? '', rows);
  }
}
const generated = {
  extend,
  categories: [...categories.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rows]) => ({ name, description: `${name}, as O*NET names it (O*NET Technology Skills, CC BY 4.0).`, rows })),
};
const banner = '// Generated by apps/api/src/db/cli/onet-catalogue.ts from O*NET Technology Skills (USDOL/ETA, CC BY 4.0). Do not edit.\n';
writeFileSync(
  join(outDir, 'onet.generated.ts'),
  `${banner}import type { OnetCatalogue } from './onet-types.ts';\n\nexport const ONET_CATALOGUE: OnetCatalogue = ${JSON.stringify(generated, null, 1)};\n`,
);
writeFileSync(
  join(outDir, 'onet-technologies.generated.ts'),
  `${banner}/** Every O*NET technology named by ${MIN_OCCUPATIONS}+ occupations or marked hot, and the catalogue skill it is. */\nexport const ONET_TECHNOLOGIES: readonly (readonly [technology: string, skill: string])[] = ${JSON.stringify(mapping)};\n`,
);
console.log(`${mapping.length} technologies: ${Object.keys(extend).length} hand-written skills extended, ${[...categories.values()].flat().length} new skills in ${categories.size} categories`);
