import { FREE_TRIAL } from '@candor/contracts/public-values';

export const pricingMeta = {
  title: 'Pricing',
  description: `Per-verification pricing from $8: Starter, Professional and Enterprise plans. Start with ${FREE_TRIAL.verifications} free verifications over ${FREE_TRIAL.days} days.`,
};

export const trialTerms: readonly string[] = [
  `${FREE_TRIAL.verifications} free verifications`,
  `${FREE_TRIAL.days} days of access to every Professional feature`,
  `Account approval within ${FREE_TRIAL.approvalWithinHours} hours`,
  'No credit card needed to start',
];

export const pricingQuestions: readonly { question: string; answer: string }[] = [
  {
    question: 'What counts as one verification?',
    answer:
      'One check of one kind for one candidate: for example, confirming a degree or a past position. A candidate with two degrees and three past employers uses five verifications.',
  },
  {
    question: 'Are there setup fees or minimums?',
    answer:
      'No. Starter and Professional are billed monthly for the verifications you ran. Enterprise plans are agreed per contract, with volume discounts.',
  },
  {
    question: 'What happens after the free trial?',
    answer:
      'Your account and results stay in place. Choose a plan to keep verifying; nothing is charged until you do.',
  },
  {
    question: 'Do you charge when a record cannot be verified?',
    answer:
      'You pay for the work done, but a check that fails because of our error is free, and we tell you why any record could not be confirmed.',
  },
];
