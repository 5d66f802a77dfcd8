import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useOrderComments } from '../api/get-order-comments.ts';

/**
 * The comments the shop shared on this order (decision 096), oldest first, each with its time and the
 * writer's first name. Nothing while there are none (the shop's internal notes never reach this page).
 */
export function OrderComments({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const comments = useOrderComments(orderId);
  const list = comments.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card title={t('orders.comments.title', { count: list.length })}>
      <ol className="space-y-3" data-testid="order-comments">
        {list.map((comment) => (
          <li key={comment.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="order-comment">
            <div className="mb-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
              <span className="font-medium text-slate-800">
                {comment.author ? t('orders.comments.from', { name: comment.author }) : t('orders.comments.fromShop')}
              </span>
              <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, currentLanguage())}</time>
            </div>
            <p className="whitespace-pre-wrap break-words text-slate-900">{comment.body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
