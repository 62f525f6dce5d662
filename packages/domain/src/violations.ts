import type { z } from 'zod';
import type { ValidationCode } from './validation-codes.ts';

/** The parameters of a rule's message, e.g. {max: 10}; values only, never words. */
export type RuleParams = Readonly<
  Record<string, string | number | boolean | null | readonly (string | number)[]>
>;

/** A rule refused a value: the code names the rule, the params fill its message. */
export interface RuleFailure<C extends string = ValidationCode> {
  readonly code: C;
  readonly params: RuleParams;
}

/** A refusal located in the validated value (path relative to it), e.g. ['frequencyCaps', 2, 'maxImpressions']. */
export interface Violation<C extends string = ValidationCode> extends RuleFailure<C> {
  readonly path: readonly (string | number)[];
}

export function violation<C extends string = ValidationCode>(
  code: C,
  params: RuleParams = {},
  path: readonly (string | number)[] = [],
): Violation<C> {
  return { code, params, path };
}

/**
 * Reports violations on a zod refinement context as custom issues: message = the rule code, params = its
 * parameters. This is how every schema of the package speaks in codes (conventions.md).
 */
export function addViolations(ctx: z.RefinementCtx, violations: readonly Violation<string>[]): void {
  for (const v of violations) {
    ctx.addIssue({ code: 'custom', message: v.code, params: { ...v.params }, path: [...v.path] });
  }
}

/** Prefixes the paths of violations, for a rule applied to a nested value. */
export function underPath<C extends string>(
  prefix: readonly (string | number)[],
  violations: readonly Violation<C>[],
): Violation<C>[] {
  return violations.map((v) => ({ ...v, path: [...prefix, ...v.path] }));
}
