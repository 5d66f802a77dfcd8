import type { Language } from '@shop/domain';
import i18n, { type i18n as Texts } from 'i18next';

/**
 * What one server render of a public page (app/prerender.tsx, decision 107) has of its own: the
 * reader's language, its texts and how its API calls travel. Each render runs inside its own
 * context (Node's AsyncLocalStorage, one per request), so renders in different languages at the
 * same moment never see each other's. In the browser there is none: the app's language, texts and
 * fetch apply.
 */
interface RenderContext {
  language: Language;
  texts: Texts;
  send: (url: string, init: RequestInit) => Promise<Response>;
}

interface ContextStore {
  getStore(): RenderContext | undefined;
  run<R>(context: RenderContext, work: () => R): R;
}

type NodeProcess = { getBuiltinModule(id: 'node:async_hooks'): { AsyncLocalStorage: new () => ContextStore } };

/** Only the server's build has renders (the branch is dropped from the browser's bundle). */
const renders: ContextStore | undefined = import.meta.env.SSR
  ? new ((Reflect.get(globalThis, 'process') as NodeProcess).getBuiltinModule('node:async_hooks').AsyncLocalStorage)()
  : undefined;

/** Runs one server render with its own context: everything it calls, awaited or not, sees this context. */
export function inRender<R>(context: RenderContext, work: () => R): R {
  if (!renders) throw new Error('Pages are rendered in their own context only on the server');
  return renders.run(context, work);
}

/** The server render under way, or undefined (always, in the browser). */
export function currentRender(): RenderContext | undefined {
  return renders?.getStore();
}

/** The texts in use: the server render's, else the app's. */
export function texts(): Texts {
  return currentRender()?.texts ?? i18n;
}
