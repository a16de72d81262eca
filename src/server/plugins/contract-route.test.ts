import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#shared/contracts/endpoint.js';
import { callUrl } from '../testing/call.js';
import { contractSerializerCompiler, route } from './contract-route.js';
import { AppError, registerErrorHandling } from './errors.js';

const probe = endpoint({
  method: 'POST',
  path: '/api/probe/:id',
  access: 'public',
  feature: 'probe',
  summary: 'A route for this test',
  params: z.object({ id: z.string().uuid() }),
  body: z.object({ fail: z.enum(['declared', 'undeclared', 'none']) }),
  response: z.object({ id: z.string() }),
  errors: { PROBE_REFUSED: 409 },
});

async function probeApp(strictErrorCodes: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app, { strictErrorCodes });
  route(app, probe, ({ params, body }) => {
    if (body.fail === 'declared') throw new AppError(409, 'PROBE_REFUSED', 'Refused.');
    if (body.fail === 'undeclared') throw new AppError(409, 'SURPRISE', 'Not in the contract.');
    return { id: params.id };
  });
  await app.ready();
  return app;
}

const call = (
  app: Awaited<ReturnType<typeof probeApp>>,
  fail: string,
  id: string = crypto.randomUUID(),
) => app.inject({ method: 'POST', url: callUrl(probe, { params: { id } }), payload: { fail } });

describe('route() from a contract', () => {
  it('validates the input, answers the declared shape, and passes declared codes through', async () => {
    const app = await probeApp(true);
    const id = crypto.randomUUID();
    expect((await call(app, 'none', id)).json()).toEqual({ id });
    expect((await call(app, 'none', 'not-a-uuid')).json().error.code).toBe('VALIDATION_ERROR');
    const refused = await call(app, 'declared');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'PROBE_REFUSED', message: 'Refused.' });
  });

  it('turns a code the contract does not declare into a loud 500 in tests, and only logs it otherwise', async () => {
    const strict = await call(await probeApp(true), 'undeclared');
    expect(strict.statusCode).toBe(500);
    expect(strict.json().error.code).toBe('UNDECLARED_ERROR_CODE');
    const relaxed = await call(await probeApp(false), 'undeclared');
    expect(relaxed.statusCode).toBe(409);
    expect(relaxed.json().error.code).toBe('SURPRISE');
  });
});
