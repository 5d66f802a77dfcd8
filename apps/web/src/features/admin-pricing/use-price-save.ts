import { useTranslation } from 'react-i18next';
import { usePriceLimitsConfirm } from '@/components/price-limits-confirm.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { moneyRefusals } from '@/lib/money-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import type { SaveCounts } from './api/save-user-type-prices.ts';
import type { PriceDraftStore } from './draft-store.ts';
import type { StoredCells } from './stored-prices.ts';

interface PriceSaveTexts<K extends string | number> {
  /** Shown when there is nothing to send. */
  none: string;
  /** The error text when the server's answer has none the user should read. */
  failed: string;
  /** The name of a cell's field, for the refusal of a cell holding no amount ("SHOP price for …"). */
  labelOf: (key: K) => string;
}

/**
 * Saving the typed prices of a draft store, the same on every pricing screen: a cell holding no amount
 * is named and nothing is sent (decision 061); nothing to send says so;
 * a save commits the sent cells and says how many were updated and deleted; a stale write shows the
 * stale-write notice (`staleWrite`), whose `reload` reads the stored prices of the cells typed into
 * again (on whichever page) and keeps the typing on cells nobody else changed. A price beyond its bound asks first (`dialog`, rendered by the screen)
 * and is sent again with the confirmation (`send`'s second argument).
 */
export function usePriceSave<K extends string | number>(store: PriceDraftStore<K>, setMessage: (message: NoticeMessage | null) => void) {
  const { t } = useTranslation();
  const staleWrite = useStaleWrite();
  const priceLimits = usePriceLimitsConfirm();

  /** Whether the changes were saved. */
  const save = async <C extends [K, number | '']>(
    changes: C[],
    send: (changes: C[], confirm: boolean) => Promise<SaveCounts>,
    texts: PriceSaveTexts<K>,
  ) => {
    const refused = moneyRefusals(store.invalidKeys().map(texts.labelOf));
    if (refused) {
      setMessage({ tone: 'error', text: refused });
      return false;
    }
    if (changes.length === 0) {
      setMessage({ tone: 'info', text: texts.none });
      return false;
    }
    setMessage(null);
    staleWrite.dismiss();
    try {
      const answer = await priceLimits.send((confirm) => send(changes, confirm));
      if (!answer) {
        setMessage(null);
        return false;
      }
      store.commit(changes);
      setMessage({ tone: 'success', text: t('adminPricing.messages.saved', { updated: answer.updated, deleted: answer.deleted }) });
      return true;
    } catch (error) {
      if (!staleWrite.caught(error)) setMessage({ tone: 'error', text: errorText(error, texts.failed) });
      return false;
    }
  };

  /** Reads the stored prices of every cell typed into again, on whichever page (`load` answers them from the drafted keys). */
  const reload = (load: (drafted: K[]) => Promise<StoredCells<K>>) =>
    staleWrite
      .reload(async () => {
        const stored = await load(store.draftedKeys());
        store.reloadOriginal(stored.keys, stored.prices, stored.versions);
      })
      .catch((error: unknown) => setMessage({ tone: 'error', text: errorText(error, t('adminPricing.errors.fetchData')) }));

  return { staleWrite, save, reload, priceLimitsDialog: priceLimits.dialog };
}
