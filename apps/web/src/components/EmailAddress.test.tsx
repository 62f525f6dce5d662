import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withEmailBreak } from './EmailAddress.tsx';

describe('an e-mail address on a narrow screen', () => {
  it('may wrap after its @, not inside its domain', () => {
    expect(renderToStaticMarkup(<p>{withEmailBreak('camille.tremblay@example.test')}</p>)).toBe(
      '<p>camille.tremblay@<wbr/>example.test</p>',
    );
  });

  it('leaves other text as it is', () => {
    expect(withEmailBreak('Camille Tremblay')).toBe('Camille Tremblay');
    expect(withEmailBreak('write to a@b.c or d@e.f')).toBe('write to a@b.c or d@e.f');
    expect(withEmailBreak('@handle')).toBe('@handle');
  });
});
