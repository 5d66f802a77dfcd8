/** One stock change in a table of stock moves: signed, red when stock went out, green when it came in. */
export function StockDeltaCell({ delta, className }: { delta: number; className: string }) {
  return (
    <td className={`${className} text-right font-semibold tabular-nums ${delta < 0 ? 'text-red-700' : 'text-green-800'}`}>
      {delta > 0 ? `+${delta}` : delta}
    </td>
  );
}
