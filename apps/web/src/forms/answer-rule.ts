import { useEffect } from 'react';

/**
 * A shared rule (packages/domain/src/rules) as a step without a form library checks an answer with it: the answer
 * as the server reads it, or what is wrong with it in the server's words.
 */
export interface AnswerRule<Answer> {
  safeParse(value: unknown): { success: true; data: Answer } | { success: false; error: RuleProblems };
}

interface RuleProblems {
  issues: readonly { message: string }[];
}

/** The first thing a rule found wrong. */
export const firstProblem = (error: RuleProblems) => error.issues[0]?.message ?? '';

const loadFirstLoadRules = () => import('./first-load-rules.ts');

/**
 * The rules of the steps on a page's first load (./first-load-rules.ts): fetched once the page is up, not with it,
 * as zod would not fit the page's budget. Next awaits them, which takes no time unless it comes first.
 */
export function useFirstLoadRules() {
  useEffect(() => void loadFirstLoadRules(), []);
  return loadFirstLoadRules;
}
