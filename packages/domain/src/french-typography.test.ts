import { describe, expect, it } from 'vitest';
import { typographyFaults } from './french-typography.ts';

describe('typographyFaults', () => {
  it('finds a straight apostrophe, a : ; ! ? without its no-break space and « » without theirs', () => {
    expect(typographyFaults("Date d'expiration")).toHaveLength(1);
    expect(typographyFaults('en un jour ouvrable; vous pourrez')).toHaveLength(1);
    expect(typographyFaults('prête ; le lien')).toHaveLength(1);
    expect(typographyFaults('Mot de passe oublié\u202f?')).toHaveLength(1);
    expect(typographyFaults('Attention!')).toHaveLength(1);
    expect(typographyFaults('Montant dû : 12 $')).toHaveLength(1);
    expect(typographyFaults('le créatif « Été » est')).toHaveLength(2);
    expect(typographyFaults('à 10:30, le créatif «\u00a0Été\u00a0»\u00a0: prêt, par http:// ou')).toEqual([]);
    expect(
      typographyFaults('Date d’expiration\u00a0; oublié\u00a0? {{count}} https://exemple.com/?a=1;b'),
    ).toEqual([]);
  });
});
