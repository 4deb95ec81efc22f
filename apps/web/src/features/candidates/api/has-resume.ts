/** Where an applicant's résumé is downloaded; the applications list says whether there is one (has_resume). */
export const resumeUrl = (candidateId: number) => `/common/resume/${candidateId}/file/`;
