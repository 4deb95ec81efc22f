import { ExperienceAnswer, ExperienceInput, ExperiencePatch, LIMITS, MESSAGES } from '@tandem/contract';
import { entryRoutes } from '../entries/routes.ts';
import { presentExperience } from './presenter.ts';
import { experienceStore } from './repository.ts';

/** `/api/experience/`: at most 3 entries per profile ('Only 3 experiences can be added'); duration is the Job Title. */
export const experienceRoutes = entryRoutes({
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
});
