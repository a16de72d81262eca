import type { FastifyInstance } from 'fastify';
import { demoApi } from '#shared/contracts/demo.js';
import { route } from '#server/plugins/contract-route.js';
import { DEMO_PASSWORD, PERSONAS } from './personas.js';

/**
 * Registered only in demo mode (app.ts), which production refuses: without it /api/demo is a
 * plain 404 and the pages show no demo shortcuts.
 */
export async function demoRoutes(app: FastifyInstance) {
  const world = { password: DEMO_PASSWORD, personas: [...PERSONAS] };
  route(app, demoApi.world, () => world);
}
