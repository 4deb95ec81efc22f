export { MyVolunteering } from './components/my-volunteering';
export { useMyInterests } from './api/volunteering';
export { UpcomingEvents } from './components/upcoming-events';
export { VolunteerHoursList } from './components/volunteer-hours';
export { OrganisationEvents } from './components/organisation-events';
