// Business constants and limits of docs/product.md section 9 and docs/product.md sections C2 to C6.
export const LIMITS = {
  educationMax: 2,
  experienceMax: 3,
  scoreMin: 0,
  scoreMax: 10,
  scoreDefault: 5,
  catalogueRequestLimit: 1000,
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 30,
  nameMax: 150,
  placeMax: 100,
  /** A job search's keywords (the job list's `search`; a place is placeMax). */
  searchMax: 200,
  shortTextMax: 255,
  longTextMax: 10_000,
  urlMax: 500,
  phoneMax: 32,
  yearsOfExperienceMax: 60,
  salaryMax: 100_000_000,
  listDefaultLimit: 20,
  listMaxLimit: 1000,
  imageMaxBytes: 5 * 1024 * 1024,
  resumeMaxBytes: 10 * 1024 * 1024,
  jobSearchStatsDays: 30,
} as const;

export const TIMINGS = {
  cookieDays: 7,
  savedBadgeMs: 3000,
  successMessageMs: 3000,
  toastMs: 2000,
  toastStepMs: 40,
  toastStepPercent: 2,
  scrollThresholdPx: 50,
  landingStaggerMs: [100, 700, 1000],
} as const;

export const CROP = { minPx: 150, outputType: 'image/jpeg', outputQuality: 1 } as const;

export const MATCH_BANDS = { high: 90, medium: 70 } as const;

/** Sample domains refused at signup: first label example or test, under com (docs/product.md section 5). */
export const BLOCKED_EMAIL_DOMAINS = ['example.com', 'test.com'] as const;
