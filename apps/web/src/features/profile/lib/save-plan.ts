import type {
  ApplicationAnswer,
  ApplicationInput,
  EducationAnswer,
  ExperienceAnswer,
  UserAnswer,
  UserPatchInput,
} from '@tandem/contract';
import { joinAddress } from './address';
import type { EducationEntryData, ExperienceEntryData, PersonalInfoData } from './edit-profile-schema';

export type EntryOperation<T> =
  { kind: 'create'; index: number; fields: T } | { kind: 'update'; index: number; id: number; fields: T };

type EducationFieldsData = Omit<EducationEntryData, 'entryId'>;
type ExperienceFieldsData = Omit<ExperienceEntryData, 'entryId'>;

const withoutId = <T extends { entryId: number | null }>({ entryId: _id, ...fields }: T) => fields;

/** Only the keys whose value differs from the stored one. */
function changed<T extends object>(
  next: T,
  stored: Partial<Record<keyof T, unknown>> | undefined,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!stored || (stored[key] ?? '') !== (next[key] ?? '')) changes[key] = next[key];
  }
  return changes;
}

/** The user record's part of personal information: name, title, phone and the address string. */
export function userChanges(personal: PersonalInfoData, user: UserAnswer | undefined): UserPatchInput {
  const next = {
    name: personal.name,
    title: personal.title,
    phone_number: personal.phone_number,
    address: joinAddress(personal),
  };
  return changed(next, user);
}

/** The profile record's part: the links, and the place (city, state, country) the matching reads. */
export function applicationChanges(
  personal: PersonalInfoData,
  application: ApplicationAnswer | undefined,
): ApplicationInput {
  const next = {
    linkedin: personal.linkedin,
    github: personal.github,
    portfolio: personal.portfolio,
    city: personal.city,
    state: personal.state,
    country: personal.country,
  };
  return changed(next, application);
}

const isBlank = (fields: Record<string, unknown>) =>
  Object.values(fields).every((value) => value === '' || value === null || value === false);

function entryOperations<E extends { entryId: number | null }, F extends Record<string, unknown>>(
  entries: readonly E[],
  stored: readonly { id: number }[],
  toFields: (entry: E) => F,
): EntryOperation<F>[] {
  const operations: EntryOperation<F>[] = [];
  entries.forEach((entry, index) => {
    const fields = toFields(entry);
    if (entry.entryId === null) {
      if (!isBlank(fields)) operations.push({ kind: 'create', index, fields });
      return;
    }
    const original = stored.find((item) => item.id === entry.entryId) as
      Partial<Record<keyof F, unknown>> | undefined;
    if (!original || Object.keys(changed(fields, original)).length > 0) {
      operations.push({ kind: 'update', index, id: entry.entryId, fields });
    }
  });
  return operations;
}

/** New entries with something typed are created; saved ones that changed are sent whole (PATCH, full item). */
export const educationOperations = (
  entries: readonly EducationEntryData[],
  stored: readonly EducationAnswer[],
): EntryOperation<EducationFieldsData>[] => entryOperations(entries, stored, withoutId);

export const experienceOperations = (
  entries: readonly ExperienceEntryData[],
  stored: readonly ExperienceAnswer[],
): EntryOperation<ExperienceFieldsData>[] => entryOperations(entries, stored, withoutId);
