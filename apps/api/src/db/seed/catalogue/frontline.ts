import { defineCategory } from './types.ts';

/**
 * What UK job ads for care, healthcare, trades, hospitality, retail, logistics and charity work ask for, in the
 * words those ads use ("18th Edition", "Driver CPC", "stock rotation"), where the other categories had no skill.
 */
export const frontline = defineCategory(
  'Frontline Work',
  'Skills and tickets that UK job ads in care, healthcare, trades, hospitality, retail, logistics and charity work ask for.',
  [
    ['Safeguarding', ['Safeguarding Training', 'Safeguarding Awareness'], ['Safeguarding Adults', 'Safeguarding Children']],
    ['Catheter Care', ['Catheterisation', 'Stoma Care'], ['Personal Care', 'Nursing']],
    ['CQC Compliance', ['CQC', 'CQC Standards', 'Care Quality Commission Standards'], ['Care Planning', 'Health and Social Care']],
    ['Triage', ['Patient Triage', 'Telephone Triage'], ['Patient Care', 'Nursing']],
    ['Medication Rounds', ['Medicine Rounds', 'MAR Charts', 'eMAR'], ['Medication Administration']],
    ['Vital Signs Monitoring', ['NEWS2', 'Taking Observations', 'Blood Pressure Monitoring'], ['Clinical Observations']],
    ['Driver CPC', ['Driver Certificate of Professional Competence', 'CPC Card', 'HGV Class 1', 'HGV Class 2', 'Cat C+E', 'Cat C'], ['HGV Driving']],
    ['Tachograph Compliance', ['Tachograph', 'Tachographs', 'Digital Tachograph'], ['HGV Driving', 'Driver CPC']],
    ['Multi-Drop Delivery', ['Multi Drop', 'Parcel Delivery', 'Last Mile Delivery'], ['Delivery Driving', 'Route Planning']],
    ['Stock Rotation', ['FIFO', 'First In First Out'], ['Shelf Replenishment', 'Inventory Management']],
    ['Forklift Licence', ['Forklift', 'FLT Licence', 'Counterbalance Licence', 'RTITB'], ['Forklift Operation', 'Reach Truck Operation']],
    ['Warehouse Scanning', ['RF Scanner', 'Handheld Scanner', 'RF Gun'], ['Pick and Pack']],
    ['18th Edition Wiring Regulations', ['18th Edition', 'BS 7671', '17th Edition'], ['Electrical Testing and Inspection', 'Electrical Engineering']],
    ['First Fix and Second Fix', ['First Fix', 'Second Fix', 'First and Second Fix'], ['Carpentry', 'Joinery']],
    ['SMSTS', ['Site Management Safety Training Scheme', 'SSSTS'], ['Construction Site Management', 'CSCS Card']],
    ['Line Cooking', ['Line Cook', 'Chef de Partie', 'Commis Chef', 'Sous Chef', 'Head Chef'], ['Cooking', 'Food Preparation']],
    ['Shop Floor Work', ['Shop Floor', 'Customer Assistant', 'Sales Assistant'], ['Retail Sales', 'Customer Service']],
    ['Hoist Operation', ['Hoists', 'Using a Hoist', 'Ceiling Hoist'], ['Moving and Handling', 'Personal Care']],
    ['PEG Feeding', ['Enteral Feeding', 'Tube Feeding'], ['Personal Care', 'Nutrition']],
    ['Pressure Area Care', ['Pressure Care', 'Pressure Ulcer Prevention'], ['Personal Care', 'Wound Care']],
    ['Continence Care', ['Continence Support', 'Incontinence Care'], ['Personal Care']],
    ['Oral Care', ['Mouth Care', 'Oral Hygiene Support'], ['Personal Care']],
    ['Click and Collect', ['Online Order Fulfilment', 'Home Delivery Picking'], ['Pick and Pack', 'Retail Sales']],
    ['Parcel Sorting', ['Sortation', 'Parcel Sortation'], ['Multi-Drop Delivery', 'Warehouse Operations']],
    ['Van Driving', ['Van Driver', 'Category B Van', 'LCV Driving'], ['Driving', 'Multi-Drop Delivery']],
    ['Cash Reconciliation', ['Cashing Up', 'Till Reconciliation', 'End of Day Banking'], ['Cash Handling']],
    ['Drywall Taping', ['Tape and Jointing', 'Ames Taping'], ['Dry Lining', 'Plastering']],
    ['Pipefitting', ['Pipe Fitting', 'Pipefitter'], ['Plumbing', 'Welding']],
    ['Snagging', ['Snagging Lists', 'Snag Lists'], ['Construction Site Management']],
  ],
);
