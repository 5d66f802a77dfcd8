import { GALLERY_MAX_FOLDERS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';

/** Decision 068: the folder list is answered whole, so the number of folders is what bounds it. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

const createFolder = (name: string) => t.app.inject({ method: 'POST', url: '/api/gallery/folders', headers: bearer(admin), payload: { name } });

describe('gallery folders', () => {
  it(`when the gallery holds ${GALLERY_MAX_FOLDERS} folders, then one more is refused with 409 naming the cap, and the list answers them all`, async () => {
    const at = new Date().toISOString();
    const rows = Array.from({ length: GALLERY_MAX_FOLDERS - 1 }, (_, i) => ({ name: `Aplankas ${i}`, description: null, created_at: at }));
    await t.db.insertInto('gallery_folders').values(rows).execute();
    expect((await createFolder('Paskutinis')).statusCode).toBe(201);

    const refused = await createFolder('Vienas per daug');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'tooManyFolders', error: `The gallery holds at most ${GALLERY_MAX_FOLDERS} folders` });
    const folders = (await t.app.inject({ url: '/api/gallery/folders', headers: bearer(admin) })).json().folders;
    expect(folders).toHaveLength(GALLERY_MAX_FOLDERS);
    expect(folders.some((folder: { name: string }) => folder.name === 'Vienas per daug')).toBe(false);
  });
});
