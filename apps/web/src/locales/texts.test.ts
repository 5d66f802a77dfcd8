import { describe, expect, it } from 'vitest';
import en from './en.json';
import enAdmin from './en.admin.json';
import lt from './lt.json';
import ltAdmin from './lt.admin.json';

/** Every key path of a text tree, e.g. `catalog.card.noImage`, plural forms as one (`catalog.count`). */
function keyPaths(tree: object, prefix = ''): string[] {
  const paths = Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keyPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(paths)];
}

describe('bundled texts', () => {
  it("the shop's and the administrators' files of a language share no namespace, so no text is lost or doubled by the split", () => {
    for (const [shop, admin] of [
      [en, enAdmin],
      [lt, ltAdmin],
    ] as const) {
      expect(Object.keys(shop).filter((namespace) => namespace in admin)).toEqual([]);
      expect(Object.keys(admin).length).toBeGreaterThan(0);
    }
  });

  it('Lithuanian has every English key and no other (plural forms aside), in both files', () => {
    expect(keyPaths(lt).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(ltAdmin).sort()).toEqual(keyPaths(enAdmin).sort());
  });
});
