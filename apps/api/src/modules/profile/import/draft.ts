import { IMPORT_LIMITS, LIMITS, type ImportDraft, type ImportedEducation, type ImportedExperience, type ImportedSkill } from '@tandem/contract';
import { extractSkills, type SkillVocabulary, type VocabularySkill } from '@tandem/matching';
import type { RawResume } from './text-resume.ts';

const DAY_MS = 86_400_000;
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (text: string, max: number) => cut(text.replace(CONTROL, '').replace(/\s+/g, ' ').trim(), max);
const manyLines = (text: string, max: number) => cut(text.replace(CONTROL, '').trim(), max);

const years = (start: string | null, end: string | null, today: string): number => {
  if (!start) return 0;
  const ms = Date.parse(end ?? today) - Date.parse(start);
  return Number.isFinite(ms) && ms > 0 ? ms / DAY_MS / 365.25 : 0;
};

/** A level as JSON Resume or LinkedIn write it ('Advanced', '8/10', '4'), as the profile's 0 to 10. */
export function scoreOfLevel(level: string): number | undefined {
  const text = level.trim().toLowerCase();
  const outOfTen = /(\d+)\s*\/\s*10/.exec(text);
  if (outOfTen) return Math.min(LIMITS.scoreMax, Number(outOfTen[1]));
  if (/^\d+$/.test(text)) return Math.min(LIMITS.scoreMax, Number(text) <= 5 ? Number(text) * 2 : Number(text));
  if (/master|expert/.test(text)) return 9;
  if (/advanced|proficient|fluent/.test(text)) return 8;
  if (/intermediate|competent|working/.test(text)) return 6;
  if (/beginner|basic|novice|elementary/.test(text)) return 3;
  return undefined;
}

/**
 * A proficiency from how long and how recently the skill was used: 4, plus a point a year in roles that name it
 * (at most 5), less a point when last used over two years ago and another over five. A skill named only
 * outside any role (a skills list) is 5.
 */
export function suggestedScore(roles: readonly { start_date: string | null; end_date: string | null }[], today: string): number {
  if (roles.length === 0) return LIMITS.scoreDefault;
  const total = roles.reduce((sum, role) => sum + years(role.start_date, role.end_date, today), 0);
  const lastUsed = Math.min(...roles.map((role) => years(role.end_date ?? today, today, today)));
  const score = 4 + Math.min(5, Math.round(total)) - (lastUsed > 2 ? 1 : 0) - (lastUsed > 5 ? 1 : 0);
  return Math.max(1, Math.min(LIMITS.scoreMax, score));
}

/**
 * Product names that are also everyday words ('excel at', 'teams', 'a safe site'): in a résumé they name the
 * product only written with its capital.
 */
const EVERYDAY_WORDS = new Set(['access', 'excel', 'express', 'go', 'keep', 'less', 'make', 'notes', 'outlook', 'prime', 'rust', 'safe', 'sage', 'shield', 'spring', 'swift', 'teams', 'word']);
/** A degree written before its subject ('BA (Hons) Sociology'): the degree, not a skill of the same letters (Business Analysis). */
const DEGREE_LETTERS = /^(BA|MA|BSc|MSc|BEng|MEng|MBA|PhD|BEd|LLB|LLM)$/;
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether the text at a place names the skill, beyond the extraction's whole-word, any-case match: an acronym or a
 * mixed-case name of up to four letters ('SAFe', 'M&E', 'BA') only written with its capitals, never as the
 * lowercase word ('safe', 'me'); an everyday word only capitalised; degree letters never.
 */
function namesSkill(skill: VocabularySkill | undefined, written: string): boolean {
  if (DEGREE_LETTERS.test(written)) return false;
  if (written !== written.toLowerCase()) return true;
  if (EVERYDAY_WORDS.has(written)) return false;
  const same = (skill?.spellings ?? []).filter((spelling) => letters(spelling).toLowerCase() === letters(written).toLowerCase());
  return !same.some((spelling) => letters(spelling).length <= 4 && (spelling.match(/\p{Lu}/gu) ?? []).length >= 2);
}

/** The line of the text around a place in it: the evidence shown beside a skill. */
function lineAround(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  return oneLine(text.slice(start, end < 0 ? undefined : end).replace(/^[-•*▪●◦‣–·>+]\s*/, ''), IMPORT_LIMITS.evidenceMax);
}

const recency = (entry: { start_date: string | null; end_date: string | null }) => `${entry.end_date ?? '9999'}|${entry.start_date ?? ''}`;
const byMostRecent = <T extends { start_date: string | null; end_date: string | null }>(a: T, b: T) => recency(b).localeCompare(recency(a));
const period = (entry: { start_date: string | null; end_date: string | null }) =>
  entry.start_date || entry.end_date ? ` (${entry.start_date ?? '?'} – ${entry.end_date ?? 'present'})` : '';

/**
 * The draft answered by POST /api/profile/import/: the raw reading cut to the profile's limits (the most recent
 * entries first, the rest said in `not_imported`) and its skills looked up in the catalogue, each with its evidence
 * and a suggested proficiency.
 */
export function buildDraft(source: ImportDraft['source'], raw: RawResume, vocabulary: SkillVocabulary, today: string): ImportDraft {
  const notImported: string[] = [];
  const experience: ImportedExperience[] = raw.experience
    .map((entry) => ({
      company: oneLine(entry.company, LIMITS.shortTextMax),
      duration: oneLine(entry.duration, LIMITS.shortTextMax),
      city: oneLine(entry.city, LIMITS.placeMax),
      country: oneLine(entry.country, LIMITS.placeMax),
      start_date: entry.start_date,
      end_date: entry.end_date,
      responsibilities: manyLines(entry.responsibilities, LIMITS.longTextMax),
    }))
    .filter((entry) => entry.company || entry.duration)
    .sort(byMostRecent);
  for (const entry of experience.slice(LIMITS.experienceMax))
    notImported.push(`Experience: ${[entry.duration, entry.company].filter(Boolean).join(', ')}${period(entry)}. A profile holds ${LIMITS.experienceMax} experiences; the most recent are kept.`);
  const education: ImportedEducation[] = raw.education
    .map((entry) => ({
      institution: oneLine(entry.institution, LIMITS.shortTextMax),
      degree: oneLine(entry.degree, LIMITS.shortTextMax),
      field_of_study: oneLine(entry.field_of_study, LIMITS.shortTextMax),
      start_date: entry.start_date,
      end_date: entry.end_date,
    }))
    .filter((entry) => entry.institution || entry.degree)
    .sort(byMostRecent);
  for (const entry of education.slice(LIMITS.educationMax))
    notImported.push(`Education: ${[entry.degree, entry.field_of_study, entry.institution].filter(Boolean).join(', ')}${period(entry)}. A profile holds ${LIMITS.educationMax} educations; the most recent are kept.`);

  const skills = new Map<number, ImportedSkill>();
  // Each role's skills, found once: a skill's suggested proficiency counts the roles that name it.
  const roleSkills = experience.map((entry) => new Set(extractSkills(vocabulary, `${entry.duration}\n${entry.responsibilities}`).map((found) => found.skillId)));
  const rolesNaming = (skillId: number) => experience.filter((_, index) => roleSkills[index]?.has(skillId));
  for (const listed of raw.listedSkills) {
    const skill = vocabulary.lookup(listed.name) ?? extractSkills(vocabulary, listed.name)[0];
    if (!skill) {
      notImported.push(`Skill: ${oneLine(listed.name, LIMITS.shortTextMax)} is not in the skill catalogue.`);
      continue;
    }
    const id = 'skillId' in skill ? skill.skillId : skill.id;
    if (skills.has(id)) continue;
    skills.set(id, {
      name: skill.name,
      score: scoreOfLevel(listed.level) ?? suggestedScore(rolesNaming(id), today),
      evidence: oneLine(`Skills: ${listed.name}${listed.level ? ` (${listed.level})` : ''}`, IMPORT_LIMITS.evidenceMax),
    });
  }
  for (const found of extractSkills(vocabulary, raw.text)) {
    if (skills.has(found.skillId)) continue;
    const skill = vocabulary.skillOf(found.key);
    const at = found.positions.find((span) => namesSkill(skill, raw.text.slice(span.start, span.end)));
    if (!at) continue;
    skills.set(found.skillId, {
      name: found.name,
      score: suggestedScore(rolesNaming(found.skillId), today),
      evidence: lineAround(raw.text, at.start),
    });
  }
  return {
    source,
    personal: {
      name: oneLine(raw.personal.name, LIMITS.nameMax),
      title: oneLine(raw.personal.title, LIMITS.shortTextMax),
      phone_number: oneLine(raw.personal.phone_number, LIMITS.phoneMax),
      address: oneLine(raw.personal.address, LIMITS.shortTextMax),
    },
    links: {
      linkedin: oneLine(raw.links.linkedin, LIMITS.urlMax),
      github: oneLine(raw.links.github, LIMITS.urlMax),
      portfolio: oneLine(raw.links.portfolio, LIMITS.urlMax),
    },
    education: education.slice(0, LIMITS.educationMax),
    experience: experience.slice(0, LIMITS.experienceMax),
    skills: [...skills.values()],
    not_imported: notImported,
  };
}
