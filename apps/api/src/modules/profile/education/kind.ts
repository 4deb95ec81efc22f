import { EducationAnswer, EducationInput, EducationPatch, LIMITS, MESSAGES } from '@tandem/contract';
import { presentEducation } from './presenter.ts';
import { educationStore } from './repository.ts';

/** The entry kind (entries/kind.ts) of `/api/education/`: at most 2 entries per profile ('Only 2 education can be added'). */
export const educationKind = {
  path: '/api/education/',
  noun: 'education',
  max: LIMITS.educationMax,
  maxMessage: MESSAGES.educationMax,
  input: EducationInput,
  patch: EducationPatch,
  answer: EducationAnswer,
  blank: { institution: '', degree: '', field_of_study: '', start_date: null, end_date: null },
  store: educationStore,
  present: presentEducation,
};
