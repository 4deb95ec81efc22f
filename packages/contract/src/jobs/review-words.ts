// Jobs held for review (docs/product.md section C20): the words an organisation reads beside a held job, without
// zod (its job list shows them on its first screen). The operator's list schemas are in review.ts.

export const REVIEW_MESSAGES = {
  /** Beside a held job, for its organisation, before the reasons. */
  heldIntro: 'Held for review: an operator will publish it or tell you why not.',
  /** An organisation cannot make its own held job active or paused (closing or deleting it stays possible). */
  heldStatus: 'This job is held for review: only an operator can publish it. You can still edit, close or delete it.',
  notHeld: 'This job is not held for review.',
} as const;
