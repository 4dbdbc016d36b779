export type Leader = { name: string; role: string; bio: string };

export const leaders: readonly Leader[] = [
  {
    name: 'Maya Okafor',
    role: 'Chief Executive Officer',
    bio: 'Led talent acquisition for two global healthcare groups before founding Candor to fix the verification backlog she lived with.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Chief Technology Officer',
    bio: 'Built identity and document-processing systems at scale; leads engineering, security and infrastructure.',
  },
  {
    name: 'Priya Raman',
    role: 'Head of AI',
    bio: 'Researches document understanding and record linkage; leads the models behind Candor’s automated checks.',
  },
  {
    name: 'Thomas Becker',
    role: 'Chief Compliance Officer',
    bio: 'Former consumer reporting agency counsel; oversees FCRA, GDPR and SOC 2 programs.',
  },
  {
    name: 'Grace Liu',
    role: 'Vice President, Customer Success',
    bio: 'Has onboarded thousands of hiring teams; makes sure every customer gets results they can act on.',
  },
  {
    name: 'Samuel Adeyemi',
    role: 'Vice President, Sales',
    bio: 'Built sales teams in HR technology for fifteen years; works with employers of every size.',
  },
];
