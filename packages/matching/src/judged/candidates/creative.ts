// Candidates for design and marketing jobs (jobs 21 to 30).
import { judged, type JudgedCandidate } from './judged-candidate.ts';

export const CREATIVE_CANDIDATES: JudgedCandidate[] = [
  judged('Product designer, 4 years', 'A product designer', [7, 'London', 4, 'Figma 9, User_Research 8, Prototyping 8, UX_Design 8, Wireframing 8'], [
    [21, 3, 'Every skill asked; same city'],
    [23, 2, 'Every skill, but a junior role for 4 years'],
    [25, 2, 'User research strong, usability testing close; asks 6 years'],
    [10, 1, 'Figma, accessibility close to UX; no React or CSS'],
    [22, 1, 'Design, but print and brand tools they do not list'],
  ]),
  judged('Graphic design graduate', 'A graphic designer', [8, 'Bristol', 0, 'Adobe_Photoshop 7, Adobe_Illustrator 6, Canva 8, Typography 6'], [
    [24, 3, 'Photoshop and Canva; an entry-level role in their city'],
    [22, 2, 'Every skill asked, but 2 years asked and none held'],
    [27, 2, 'Canva, social media close; volunteering suits a graduate'],
    [28, 1, 'Social media through Canva; copywriting missing'],
    [21, 1, 'Design, but product tools missing'],
    [23, 1, 'Entry-level design, other tools'],
  ]),
  judged('Digital marketer, 6 years', 'A digital marketer', [9, 'London', 6, 'SEO 8, Google_Analytics 8, Content_Marketing 8, Email_Marketing 7, Copywriting 7, Google_Ads 6'], [
    [26, 3, 'Every skill asked; 6 years against 5; same city'],
    [29, 2, 'Every skill, but a junior writing role for 6 years'],
    [30, 2, 'Google Ads and Analytics; Excel missing'],
    [28, 1, 'Copywriting, but an internship'],
    [27, 1, 'Social media close to content; volunteering'],
  ]),
];
