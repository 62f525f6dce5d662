import {
  toFieldErrors,
  violationsToFieldErrors,
  type FieldErrorOptions,
  type IssueLike,
  type Language,
  type Violation,
} from '@portal/domain';
import { AppError } from '../../platform/errors.ts';

type Path = readonly (string | number)[];

/**
 * The refusals of a creative form gathered before anything changes, worded in the request's language, and thrown
 * as one 400 CREATIVE_ERROR whose `fields` map a field to its messages (spec §8: the web puts them on the form).
 */
export class CreativeFieldErrors {
  constructor(
    private readonly locale: Language,
    private readonly prefix: Path = [],
    readonly fields: Record<string, string[]> = {},
  ) {}

  /** The same gathering under a path (an entry of PUT's list), sharing this one's fields. */
  under(prefix: Path): CreativeFieldErrors {
    return new CreativeFieldErrors(this.locale, [...this.prefix, ...prefix], this.fields);
  }

  private merge(found: Record<string, string[]>): void {
    for (const [path, messages] of Object.entries(found)) {
      const list = (this.fields[path] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }

  private labelled(options: FieldErrorOptions): FieldErrorOptions {
    // Labels are looked up on the path without the prefix, so an entry's `name` reads "Name" too.
    const strip = (path: readonly PropertyKey[]) => path.slice(this.prefix.length);
    return options.label ? { label: (path) => options.label?.(strip(path)) } : {};
  }

  addIssues(issues: readonly IssueLike[], options: FieldErrorOptions = {}): void {
    const prefixed = issues.map((i) => ({ ...i, path: [...this.prefix, ...(i.path ?? [])] }));
    this.merge(toFieldErrors({ issues: prefixed }, this.locale, this.labelled(options)));
  }

  addViolations(violations: readonly Violation<string>[], options: FieldErrorOptions = {}): void {
    const prefixed = violations.map((v) => ({ ...v, path: [...this.prefix, ...v.path] }));
    this.merge(violationsToFieldErrors(prefixed, this.locale, this.labelled(options)));
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  toError(): AppError {
    return new AppError('CREATIVE_ERROR', { message: 'The creative was refused', fields: this.fields });
  }

  throwIfAny(): void {
    if (!this.empty) throw this.toError();
  }
}
