import { describe, expect, it } from 'vitest';
import en from './en.json';
import enAccount from './en.account.json';
import enAdmin from './en.admin.json';
import lt from './lt.json';
import ltAccount from './lt.account.json';
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
  it("the shop's, the signed-in pages' and the administrators' files of a language share no namespace, so no text is lost or doubled by the split", () => {
    for (const files of [
      [en, enAccount, enAdmin],
      [lt, ltAccount, ltAdmin],
    ] as const) {
      const namespaces = files.flatMap((file) => Object.keys(file));
      expect(namespaces.filter((namespace, i) => namespaces.indexOf(namespace) !== i)).toEqual([]);
      for (const file of files) expect(Object.keys(file).length).toBeGreaterThan(0);
    }
  });

  it('Lithuanian has every English key and no other (plural forms aside), in every file', () => {
    expect(keyPaths(lt).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(ltAccount).sort()).toEqual(keyPaths(enAccount).sort());
    expect(keyPaths(ltAdmin).sort()).toEqual(keyPaths(enAdmin).sort());
  });
});
