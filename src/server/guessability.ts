import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How hard a secret or a password is to guess, by zxcvbn (Dropbox's estimator, in its maintained
 * TypeScript port): it sees repeats, sequences, keyboard walks, dates, l33t and the most common
 * passwords, which a length rule does not. Used by the production checks only, so its
 * dictionaries load on a production start and nowhere else.
 */
let estimator: ZxcvbnFactory | undefined;
const estimate = (value: string, related: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(value, related);
};

/** 2^128 guesses: the usual security level of a key. */
export const SECRET_GUESSES_LOG10 = 128 * Math.log10(2);

/** Whether a signing secret would take at least 2^128 guesses. */
export const isUnguessableSecret = (secret: string) =>
  estimate(secret, []).guessesLog10 >= SECRET_GUESSES_LOG10;

/**
 * Whether a password is very hard to guess: zxcvbn's top score, at least 10^10 guesses, which
 * holds even against an offline attack on a slow hash; given the words an attacker would try
 * first alongside it (a bare 'rightone-admin' scores 3).
 */
export const isStrongPassword = (password: string, related: string[]) =>
  estimate(password, related).score === 4;
