// Candidates for care and community jobs (jobs 41 to 50).
import { BACHELOR, judged, type JudgedCandidate } from './judged-candidate.ts';

export const CARE_CANDIDATES: JudgedCandidate[] = [
  judged('Care assistant, 2 years', 'A care assistant', [13, 'Leeds', 2, 'Personal_Care 8, Safeguarding 7, First_Aid 7, Patient_Care 6'], [
    [41, 3, 'Every skill asked; same city'],
    [43, 3, 'Every skill asked; another city'],
    [42, 1, 'Patient care, but not a nurse'],
    [45, 1, 'Safeguarding; a senior role'],
    [46, 1, 'Safeguarding; youth work'],
    [47, 1, 'Safeguarding; teaching'],
  ]),
  judged('Youth worker, 4 years', 'A youth worker', [14, 'London', 4, 'Youth_Work 8, Safeguarding 8, Mentoring 8, Event_Planning 5, Community_Outreach 6'], [
    [46, 3, 'Every skill asked; same city'],
    [49, 2, 'Outreach and events; public speaking missing'],
    [47, 1, 'Safeguarding; not a teacher'],
    [48, 1, 'Mentoring close to tutoring; no maths'],
    [50, 1, 'Event planning; fundraising missing'],
    [41, 1, 'Safeguarding; care work'],
    [45, 1, 'Safeguarding; care coordination'],
  ]),
  judged('Registered nurse, 3 years', 'A nurse', [20, 'London', 3, 'Nursing 8, Patient_Care 9, Medication_Administration 8, First_Aid 7, Safeguarding 6', BACHELOR], [
    [42, 3, 'Every skill asked; degree; same city'],
    [43, 2, 'Every skill, but an assistant role'],
    [41, 2, 'First aid, safeguarding, personal care close to patient care'],
    [44, 1, 'Medication; retail'],
    [45, 1, 'Safeguarding; coordination'],
  ]),
];
