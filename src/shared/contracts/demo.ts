import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** One prepared member of the demo world, shown on the sign-in page to sign in as. */
export const demoPersona = z.object({
  key: z.enum(['newcomer', 'premium', 'concierge', 'admin']),
  name: z.string(),
  email: z.string(),
  /** Who they are in the story, in one line. */
  description: z.string(),
});
export type DemoPersona = z.infer<typeof demoPersona>;

export const demoWorld = z.object({
  /** Every demo member shares this password: the world is synthetic and never in production. */
  password: z.string(),
  personas: z.array(demoPersona),
});
export type DemoWorld = z.infer<typeof demoWorld>;

export const demoApi = {
  world: endpoint({
    method: 'GET',
    path: '/api/demo',
    access: 'public',
    feature: 'demo',
    summary: 'Demo mode only (404 otherwise): the prepared members and their shared password',
    response: demoWorld,
  }),
};
