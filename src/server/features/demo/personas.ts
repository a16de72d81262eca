import type { DemoPersona } from '#shared/contracts/demo.js';

/**
 * The demo world's shared password. It is printed on the sign-in page, which is why demo mode
 * refuses to start in production (production-checklist.ts).
 */
export const DEMO_PASSWORD = 'try-right-one';

/** Every demo address ends here (a reserved domain: no mail can ever reach a real person). */
export const DEMO_DOMAIN = 'demo.rightone.example';

export const demoEmail = (local: string) => `${local}@${DEMO_DOMAIN}`;

/** The members a visitor can be, from the first step of the product to its admin panel. */
export const PERSONAS: readonly DemoPersona[] = [
  {
    key: 'newcomer',
    name: 'Sam Rivera',
    email: demoEmail('sam'),
    description: 'Just signed up: no quiz taken yet, so the product starts from the first step.',
  },
  {
    key: 'premium',
    name: 'Maya Chen',
    email: demoEmail('maya'),
    description:
      'Premium with a concierge plan: reports, matches, live conversations, a date coming up.',
  },
  {
    key: 'concierge',
    name: 'Clara Brooks',
    email: demoEmail('clara'),
    description:
      'A concierge on the team: looks after Maya, writes with her and introduces her to a match.',
  },
  {
    key: 'admin',
    name: 'Alex Morgan',
    email: demoEmail('alex'),
    description: 'Runs Right One: the admin panel with every demo member in it.',
  },
];

export const personaEmail = (key: DemoPersona['key']) => PERSONAS.find((p) => p.key === key)!.email;
