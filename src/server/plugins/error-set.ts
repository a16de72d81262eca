import { COMMON_ERRORS, type EndpointSpec } from '#shared/contracts/endpoint.js';
import { AppError } from './errors.js';

/** The contracts of one feature: an object of endpoints, like `chatsApi`. */
type Contracts = Readonly<Record<string, EndpointSpec>>;

type DeclaredBy<E> = E extends { errors: infer R } ? Extract<keyof R, string> : never;
/** Distributes over a union of contract objects, so each one adds its own codes. */
type CodesOf<C> = C extends Contracts ? { [K in keyof C]: DeclaredBy<C[K]> }[keyof C] : never;

/** The codes one feature may throw: what its endpoints declare, and what any endpoint may. */
export type SetCode<C extends readonly Contracts[]> =
  CodesOf<C[number]> | Extract<keyof typeof COMMON_ERRORS, string>;

export interface ErrorSet<Code extends string> {
  /**
   * The expected failure `code`, with the status its contract gives it. It returns the error
   * rather than throwing it, so a message used more than once can live in a small helper; the
   * caller writes `throw featureErrors.fail(...)`.
   */
  fail(code: Code, message: string): AppError;
}

/**
 * The one way a feature builds an expected error (docs/architecture.md section 8): the code must
 * be one its contracts declare, and its status comes from them, so a throw site cannot send a
 * status the client was not told about. The set is built when its module loads: a code given
 * two statuses by two endpoints stops the server at start-up instead of answering one of them.
 */
export function errorSet<const C extends readonly Contracts[]>(
  ...contracts: C
): ErrorSet<SetCode<C>> {
  const statuses = new Map<string, number>(Object.entries(COMMON_ERRORS));
  const givenBy = new Map<string, string>();
  for (const endpoints of contracts)
    for (const e of Object.values(endpoints))
      for (const [code, status] of Object.entries(e.errors ?? {})) {
        const known = statuses.get(code);
        if (known !== undefined && known !== status)
          throw new Error(
            `Error code ${code} is ${status} in ${e.method} ${e.path} but ${known} in ${givenBy.get(code) ?? 'COMMON_ERRORS'}: one code, one status.`,
          );
        statuses.set(code, status);
        if (!givenBy.has(code)) givenBy.set(code, `${e.method} ${e.path}`);
      }
  return {
    fail(code, message) {
      const status = statuses.get(code);
      // Only a cast gets past the type: fail as a bug (a logged 500), never with a guessed status.
      if (status === undefined) throw new Error(`Error code ${code} is not in this error set.`);
      return new AppError(status, code, message);
    },
  };
}
