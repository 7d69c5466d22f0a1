// The password policy beyond a field's shape (NewPassword in schema.ts: 12 to 1024 characters, no NUL), for every
// path that sets one: the own password's change, the first admin, adding an admin, npm run admin:create and the local
// demo admin (docs/product.md#admins, decision 018). Not only spaces, not the current password, and hard to
// guess: zxcvbn-ts's score at least MIN_SCORE, with the common passwords, keyboard patterns and the e-mail address
// in its dictionaries. The reasons are English sentences in the dictionaries' server.* keys, so handle() answers in
// the manager's language.
//
// The estimator and its dictionaries (≈ 230 KB gzipped) load on first use: only the functions that set passwords
// import this module (never schema.ts, which the sign-in and public functions share), and their other requests skip
// the load. English word lists (@zxcvbn-ts/language-en, ≈ 600 KB more per zip) are left out: the shop's admins are
// Ukrainian, and the common-passwords list already holds the English words people pick as passwords.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { Invalid } from '../../server/errors.ts';

/** zxcvbn's 0–4: 3 is "safely unguessable" (≥ 10^8 guesses) against an online attack and a slow hash (argon2id). */
export const MIN_SCORE = 3;

export const ONLY_SPACES = 'A password cannot be only spaces';
export const SAME_AS_CURRENT = 'Choose a password different from your current one';
/** No pattern named, yet under MIN_SCORE. */
export const TOO_GUESSABLE = 'Too easy to guess: use a longer password, such as a few unrelated words';

const INSTEAD = 'Use a few unrelated words instead';
const because = (reason: string) => `Too easy to guess: ${reason}. ${INSTEAD}`;
const KEYBOARD = because('it is a keyboard pattern');
const REPEATS = because('it repeats characters');
const SEQUENCE = because('it is a sequence like abc or 1234');
const DATES = because('it contains a date or a year');
const COMMON = because('it is a common password or close to one');
const WORD = 'Too easy to guess: it is a single word or name. Add more words that are less common';
const PERSONAL = because('it contains the e-mail address');

/** zxcvbn's warning keys (its default "translations" are the keys themselves) → our reason. */
const REASONS = new Map<string, string>([
  ['straightRow', KEYBOARD],
  ['keyPattern', KEYBOARD],
  ['simpleRepeat', REPEATS],
  ['extendedRepeat', REPEATS],
  ['sequences', SEQUENCE],
  ['recentYears', DATES],
  ['dates', DATES],
  ['topTen', COMMON],
  ['topHundred', COMMON],
  ['common', COMMON],
  ['similarToCommon', COMMON],
  ['pwned', COMMON],
  ['wordByItself', WORD],
  ['namesByThemselves', WORD],
  ['commonNames', WORD],
  ['userInputs', PERSONAL],
]);

/** Every message this module can answer, for the test that keeps the dictionaries' server.* keys complete. */
export const POLICY_MESSAGES = [ONLY_SPACES, SAME_AS_CURRENT, TOO_GUESSABLE, ...new Set(REASONS.values())];

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: true,
      }),
  );
  return estimator;
}

/** An e-mail address as zxcvbn's user inputs: whole, and its words (`anna.koval@doors.ua` → anna, koval, doors…). */
const inputsOf = (emails: readonly string[]) =>
  emails.flatMap((email) => [email, ...email.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)]);

export interface PolicyOptions {
  /** The addresses the password belongs to or is set by: containing one makes it easy to guess. */
  emails?: readonly string[];
  /** The password it replaces, as the user gave it: the same one again is no change. */
  current?: string;
}

/** Why `password` may not be set, in English (the dictionaries' server.* keys translate it); undefined when it may. */
export async function passwordProblem(password: string, { emails = [], current }: PolicyOptions = {}) {
  if (password.trim() === '') return ONLY_SPACES;
  if (current !== undefined && password === current) return SAME_AS_CURRENT;
  const { score, feedback } = (await loadEstimator()).check(password, inputsOf(emails));
  if (score >= MIN_SCORE) return undefined;
  return (feedback.warning && REASONS.get(feedback.warning)) || TOO_GUESSABLE;
}

/** Throws a 422 at `field` saying why `password` may not be set. */
export async function requireAcceptablePassword(
  field: string,
  password: string,
  options: PolicyOptions = {},
): Promise<void> {
  const problem = await passwordProblem(password, options);
  if (problem) throw new Invalid({ [field]: [problem] });
}
