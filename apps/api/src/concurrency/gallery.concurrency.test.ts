import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { multipartBody, pngImage } from '../test/multipart.ts';
import { expectNoServerError, parallelShop } from '../test/parallel.ts';

// A gallery image and a product choosing it as its photo: the image row is the lock root, so a
// product never ends up showing an image that was deleted or renamed under it.
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

async function uploadOne(name: string): Promise<{ id: number; filename: string; url: string }> {
  const body = multipartBody([{ field: 'images', filename: name, contentType: 'image/png', content: await pngImage(60, 40) }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().images[0];
}
const product = (n: number, image_url: string) => ({ brand: 'Adalya', name: `Love 66 ${n}`, flavor: 'Mix', weight: '50g', price: 12, image_url });
const imageExists = async (id: number) =>
  (await t.db.selectFrom('gallery_images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const productsShowing = async (url: string) => t.db.selectFrom('products').select('id').where('image_url', '=', url).execute();

describe('gallery images and product photos under parallel requests', () => {
  it('when an image is deleted while a product is created with it as its photo, then either the delete is refused or the product is told to choose again', async () => {
    for (let round = 0; round < 4; round++) {
      const image = await uploadOne(`race-${round}.png`);
      const [created, deleted] = await Promise.all([
        instances[0]!.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: product(round, image.url) }),
        instances[1 % instances.length]!.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: bearer(admin) }),
      ]);
      expectNoServerError([created, deleted]);
      if (await imageExists(image.id)) {
        expect([created.statusCode, deleted.statusCode]).toEqual([201, 409]);
      } else {
        expect([created.statusCode, deleted.statusCode]).toEqual([409, 200]);
        expect(created.json().error).toBe('The chosen photo is no longer in the gallery (renamed or deleted meanwhile); choose it again');
        expect(await productsShowing(image.url)).toEqual([]);
      }
    }
  });

  it('when an image is renamed while a product takes it as its photo, then the product shows the new address or is told to choose again', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: product(99, '/uploads/gallery/none.webp') })
    ).json();
    expect(created.code).toBe('CONFLICT');
    const base = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: { ...product(100, ''), image_url: null } })
    ).json().product;
    const image = await uploadOne('rename-me.png');
    const [update, rename] = await Promise.all([
      instances[0]!.inject({ method: 'PUT', url: `/api/products/${base.id}`, headers: bearer(admin), payload: product(100, image.url) }),
      instances[1 % instances.length]!.inject({
        method: 'PUT',
        url: `/api/gallery/${image.filename}/rename`,
        headers: bearer(admin),
        payload: { display_name: 'Love 66 banner', alt_text: null, description: null, keywords: [], seo_title: null, seo_description: null },
      }),
    ]);
    expectNoServerError([update, rename]);
    expect(rename.statusCode).toBe(200);
    const renamed = rename.json().image.url as string;
    const shown = (await t.db.selectFrom('products').select('image_url').where('id', '=', base.id).executeTakeFirstOrThrow()).image_url;
    if (update.statusCode === 200) expect(shown).toBe(renamed);
    else expect([update.statusCode, shown]).toEqual([409, null]);
  });
});
