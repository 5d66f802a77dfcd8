import { CONSEQUENCES, type Consequence } from '@shop/domain';

/** What the sentences of a confirmation need to name besides the consequences themselves. */
export interface ConsequenceContext {
  /** The next numbers of the series the click issues, when the server told them (decision 062). */
  next?: { invoice?: string | undefined; pre_invoice?: string | undefined } | undefined;
  /** The status label the order leaves (for "cannot go back to …"). */
  fromLabel?: string | undefined;
  /** A bulk change: how many of the chosen orders each consequence concerns. */
  counts?: Partial<Record<Consequence, number>> | undefined;
}

interface ConsequenceSentence {
  consequence: Consequence;
  key: string;
  values: Record<string, string | number>;
}

/**
 * The one wording of every irreversible consequence: the translation key and values of
 * each sentence, under `irreversible.*` (one order or document) or `irreversible.many.*` (a bulk
 * change). A document named by its number when the number is known, else "a VAT invoice".
 */
export function consequenceSentences(consequences: readonly Consequence[], context: ConsequenceContext = {}): ConsequenceSentence[] {
  return consequences.map((consequence): ConsequenceSentence => {
    const count = context.counts?.[consequence];
    if (count !== undefined) return { consequence, key: `irreversible.many.${consequence}`, values: { count } };
    const number =
      consequence === 'issuesInvoice' ? context.next?.invoice : consequence === 'issuesPreInvoice' ? context.next?.pre_invoice : undefined;
    if (consequence === 'issuesInvoice' || consequence === 'issuesPreInvoice')
      return number
        ? { consequence, key: `irreversible.${consequence}`, values: { number } }
        : { consequence, key: `irreversible.${consequence}Unnumbered`, values: {} };
    if (consequence === 'noWayBack' && context.fromLabel)
      return { consequence, key: 'irreversible.noWayBack', values: { status: context.fromLabel } };
    if (consequence === 'noWayBack') return { consequence, key: 'irreversible.noWayBackUnnamed', values: {} };
    return { consequence, key: `irreversible.${consequence}`, values: {} };
  });
}

/** The consequences of several orders' moves, each once, in the order they are told, with how many orders each concerns. */
export function unionOfConsequences(lists: ReadonlyArray<readonly Consequence[]>): {
  consequences: Consequence[];
  counts: Partial<Record<Consequence, number>>;
} {
  const counts: Partial<Record<Consequence, number>> = {};
  for (const list of lists) for (const consequence of list) counts[consequence] = (counts[consequence] ?? 0) + 1;
  return { consequences: CONSEQUENCES.filter((consequence) => counts[consequence] !== undefined), counts };
}
