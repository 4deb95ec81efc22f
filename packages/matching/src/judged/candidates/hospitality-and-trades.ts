// Candidates for hospitality and trades jobs (jobs 36 to 40 and 51 to 55).
import { judged, type JudgedCandidate } from './judged-candidate.ts';

export const HOSPITALITY_AND_TRADES_CANDIDATES: JudgedCandidate[] = [
  judged('Barista, 2 years', 'A barista', [11, 'London', 2, 'Coffee_Making 8, Customer_Service 8, Cash_Handling 7, Food_Safety 5'], [
    [36, 3, 'Every skill asked; same city'],
    [38, 2, 'Three of four; no team leadership yet'],
    [40, 2, 'Customer service and food safety; volunteering in their city'],
    [39, 1, 'Food safety; kitchen work'],
    [44, 1, 'Customer service in a pharmacy'],
    [60, 1, 'Customer service on the phone'],
    [54, 1, 'Customer service; driving missing'],
  ]),
  judged('Chef, 8 years', 'A chef', [12, 'Manchester', 8, 'Cooking 9, Menu_Planning 8, Food_Safety 9, Team_Leadership 7'], [
    [37, 3, 'Every skill asked; 8 years against 5; same city'],
    [38, 1, 'Leadership and food safety; front of house'],
    [39, 1, 'Food safety; far below a chef'],
    [40, 1, 'Food safety; volunteering front of house'],
    [55, 1, 'Team leadership; operations'],
    [45, 1, 'Team leadership; care'],
  ]),
  judged('Carpenter, 10 years', 'A carpenter', [15, 'Leeds', 10, 'Carpentry 9, Joinery 8, Health_and_Safety 7'], [
    [51, 3, 'Every skill asked; same city'],
    [53, 1, 'Health and safety; another trade'],
    [52, 1, 'Health and safety; warehouse work'],
  ]),
  judged('Warehouse operative and driver, 3 years', 'A warehouse operative', [16, 'Manchester', 3, 'Forklift_Operation 7, Stock_Control 7, Driving 8, Health_and_Safety 6'], [
    [52, 3, 'Every skill asked; same city'],
    [54, 2, 'Driving; customer service missing'],
    [55, 1, 'Stock control, no management'],
  ]),
];
