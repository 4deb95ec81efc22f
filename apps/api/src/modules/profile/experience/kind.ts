import { ExperienceAnswer, ExperienceInput, ExperiencePatch, LIMITS, MESSAGES } from '@tandem/contract';
import { presentExperience } from './presenter.ts';
import { experienceStore } from './repository.ts';

/** The entry kind (entries/kind.ts) of `/api/experience/`: at most 3 entries per profile ('Only 3 experiences can be added'); duration is the Job Title. */
export const experienceKind = {
  path: '/api/experience/',
  noun: 'experience',
  max: LIMITS.experienceMax,
  maxMessage: MESSAGES.experienceMax,
  input: ExperienceInput,
  patch: ExperiencePatch,
  answer: ExperienceAnswer,
  blank: {
    company: '',
    duration: '',
    city: '',
    state: '',
    country: '',
    is_remote: false,
    start_date: null,
    end_date: null,
    responsibilities: '',
  },
  store: experienceStore,
  present: presentExperience,
};
