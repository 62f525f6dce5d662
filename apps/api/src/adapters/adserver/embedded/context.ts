import type { Db } from '../../../platform/db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Catalogues } from './catalogues.ts';

/** What every part of the embedded ad server works with: its database, the clock and the catalogues. */
export interface EmbeddedContext {
  db: Db;
  clock: Clock;
  catalogues: Catalogues;
}

/** Field codes gathered while checking an input: {path: [code, ...]}. */
export class FieldProblems {
  readonly fields: Record<string, string[]> = {};

  add(path: string, code: string): void {
    (this.fields[path] ??= []).push(code);
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}
