import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#shared/contracts/endpoint.js';
import { errorSet } from './error-set.js';
import { AppError } from './errors.js';

const probe = (path: `/${string}`, errors: Record<string, number>) =>
  endpoint({
    method: 'POST',
    path,
    access: 'member',
    feature: 'probe',
    summary: 'A contract for this test',
    response: z.object({}),
    errors,
  });

const probesApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/probes',
    access: 'member',
    feature: 'probe',
    summary: 'A contract for this test',
    response: z.object({}),
    errors: { NOT_FOUND: 404, DUPLICATE: 409 },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/probes',
    access: 'member',
    feature: 'probe',
    summary: 'A contract for this test',
    response: z.object({}),
  }),
};
const otherProbesApi = { read: probe('/api/other', { GONE: 410, NOT_FOUND: 404 }) };

describe('errorSet()', () => {
  it('builds the error with the status the contracts give its code', () => {
    const errors = errorSet(probesApi, otherProbesApi);
    const err = errors.fail('DUPLICATE', 'Already sent.');
    expect(err).toBeInstanceOf(AppError);
    expect([err.statusCode, err.code, err.message]).toEqual([409, 'DUPLICATE', 'Already sent.']);
    expect(errors.fail('GONE', 'Gone.').statusCode).toBe(410);
    expect(errors.fail('NOT_FOUND', 'No such probe.').statusCode).toBe(404);
  });

  it('also knows the codes any endpoint may answer', () => {
    expect(errorSet(probesApi).fail('PAYLOAD_TOO_LARGE', 'Too big.').statusCode).toBe(413);
  });

  it('admits only the codes its contracts declare', () => {
    const errors = errorSet(probesApi);
    // @ts-expect-error GONE is another contract's code.
    expect(() => errors.fail('GONE', 'Gone.')).toThrow(/not in this error set/);
  });

  it('refuses, when it is built, a code with two statuses', () => {
    const clashing = { read: probe('/api/clash', { DUPLICATE: 422 }) };
    expect(() => errorSet(probesApi, clashing)).toThrow(
      /DUPLICATE is 422 in POST \/api\/clash but 409 in POST \/api\/probes/,
    );
    const common = { read: probe('/api/common', { RATE_LIMITED: 503 }) };
    expect(() => errorSet(common)).toThrow(/RATE_LIMITED is 503/);
  });
});
