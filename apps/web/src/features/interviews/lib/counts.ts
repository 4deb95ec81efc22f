import type { InterviewAnswer } from '@tandem/contract';

/** Interviews booked and still ahead: the shortlisted screen's 'Interviews Scheduled'. */
export const upcomingBooked = (interviews: readonly InterviewAnswer[], now: number = Date.now()): number =>
  interviews.filter((interview) => interview.status === 'booked' && interview.booked_slot !== null && Date.parse(interview.booked_slot.end) > now).length;
