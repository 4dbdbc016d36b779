export const companyStory: readonly string[] = [
  'Hiring teams used to spend days on the phone with registrars and former employers, while good candidates accepted other offers. Candor started in 2019 to change that: one private link for the candidate, checks confirmed at the source, and results in one place.',
  'Today more than 10,000 companies verify candidates with Candor, from hospitals and banks to schools and fast-growing technology companies. Our AI does the repetitive work of reading documents and matching records; people at our customers make every decision.',
  'We are independently audited against SOC 2, and our workflows follow the FCRA and GDPR. Candidates see what is checked and why, and can correct their records.',
];

export const companyValues: readonly { title: string; text: string }[] = [
  { title: 'Accuracy first', text: 'A fast answer is worthless if it is wrong. We confirm at the source and show our evidence.' },
  { title: 'Fair to candidates', text: 'Candidates are people applying for a job. They deserve clarity, privacy and a way to correct mistakes.' },
  { title: 'People decide', text: 'Automation finds and flags; a person weighs the evidence and makes the call.' },
  { title: 'Secure by default', text: 'Personal data is minimized, encrypted and access-logged, whoever is looking at it.' },
];
