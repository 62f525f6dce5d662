import { describe, expect, it } from 'vitest';
import { parseBody } from './static-page-body.ts';

describe('static page body', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseBody('First line\ncontinued.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line continued.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('gathers "- " lines into one bullet list between paragraphs', () => {
    expect(parseBody('Steps:\n\n- One\n- Two\n\nDone.')).toEqual([
      { kind: 'paragraph', text: 'Steps:' },
      { kind: 'list', items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('ends a list where a plain line starts, without a blank line', () => {
    expect(parseBody('- a\n- b\nAfter')).toEqual([
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('keeps a dash inside a sentence as text', () => {
    expect(parseBody('Prix - 3 $')).toEqual([{ kind: 'paragraph', text: 'Prix - 3 $' }]);
  });
});
