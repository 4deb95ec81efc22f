// Candidates for finance and office jobs (jobs 31 to 35 and 56 to 60).
import { BACHELOR, judged, type JudgedCandidate } from './judged-candidate.ts';

export const BUSINESS_CANDIDATES: JudgedCandidate[] = [
  judged('Bookkeeper, 7 years', 'A bookkeeper', [10, 'Bristol', 7, 'Bookkeeping 9, Xero 8, Excel 7, Sage 7, Payroll 6, Data_Entry 8'], [
    [31, 3, 'Every skill asked; 7 years against 3; another city'],
    [35, 3, 'Payroll, Excel and Sage; same city'],
    [33, 2, 'Every skill, but a junior clerk role'],
    [32, 1, 'Excel; management accounting missing'],
    [34, 1, 'Excel; modelling and SQL missing'],
    [56, 1, 'Data entry; office administration'],
  ]),
  judged('HR and recruitment professional, 5 years', 'An HR professional', [17, 'London', 5, 'Recruitment 8, Employee_Relations 7, Employment_Law 6, Sales 5, Negotiation 5'], [
    [57, 3, 'Every skill asked; same city'],
    [58, 3, 'Recruitment, sales and negotiation'],
    [59, 1, 'Sales and negotiation, no CRM'],
  ]),
  judged('Office and customer service administrator, 2 years', 'An office administrator', [21, 'Manchester', 2, 'Microsoft_Office 8, Data_Entry 8, Customer_Service 8, Scheduling 7'], [
    [56, 3, 'Every skill asked'],
    [60, 3, 'Customer service and data entry; remote'],
    [33, 1, 'Data entry; no bookkeeping'],
    [36, 1, 'Customer service; coffee'],
    [44, 1, 'Customer service; pharmacy'],
    [19, 1, 'Customer service; IT support'],
    [54, 1, 'Customer service; driving'],
  ]),
  judged('Management accountant, 6 years', 'An accountant', [22, 'Leeds', 6, 'Management_Accounting 8, Financial_Reporting 8, Excel 9, Financial_Modelling 6, Bookkeeping 6', BACHELOR], [
    [32, 3, 'Every skill asked; degree; same city'],
    [34, 2, 'Modelling and Excel; SQL missing; another city'],
    [31, 1, 'Bookkeeping and Excel; below their level'],
    [33, 1, 'Bookkeeping; a clerk role'],
    [35, 1, 'Excel; payroll'],
    [11, 1, 'Excel; analysis'],
  ]),
];
