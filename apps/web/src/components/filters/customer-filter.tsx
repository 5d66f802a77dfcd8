import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useCustomerSuggestions, useFilterCustomer } from '@/api/users/customer-filter.ts';

interface CustomerFilterProps {
  /** The chosen customer's id as the address keeps it; '' for every customer. */
  userId: string;
  onChange: (userId: string) => void;
  /** The label of the button that removes the chosen customer ("Show every customer's orders"). */
  everyCustomerLabel?: string;
}

/**
 * A list's customer filter (the administrators' orders and documents): typing part of a company, a name or an e-mail suggests customers
 * (the administrators' user search); the chosen one shows with a button that removes it.
 */
export function CustomerFilter({ userId, onChange, everyCustomerLabel }: CustomerFilterProps) {
  const { t } = useTranslation();
  const customer = useFilterCustomer(userId);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = useDebouncedValue(text, 300);
  const suggestions = useCustomerSuggestions(typed);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  if (userId) {
    const name = customer.data ? `${customer.data.company_name} · ${customer.data.email}` : `#${userId}`;
    return (
      <div>
        <p className="mb-1 block text-sm font-medium text-slate-700">{t('adminOrders.filters.customer')}</p>
        <div
          className="flex min-h-[38px] items-center justify-between gap-2 rounded-md border border-teal-300 bg-teal-50 px-3 py-1.5 text-sm"
          data-testid="customer-filter-chip"
        >
          <span className="min-w-0 truncate text-teal-900">{name}</span>
          <button
            type="button"
            className="shrink-0 rounded px-1 text-lg leading-none text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
            aria-label={everyCustomerLabel ?? t('adminOrders.filters.everyCustomer')}
            onClick={() => onChange('')}
          >
            ×
          </button>
        </div>
      </div>
    );
  }

  const choose = (id: number) => {
    setText('');
    setOpen(false);
    onChange(String(id));
  };
  // The suggestions close when the focus leaves the field and its list, or on Escape.
  const closeWhenLeft = (event: FocusEvent<HTMLElement>) => {
    if (!box.current?.contains(event.relatedTarget)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const found = typed.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const showList = open && text.trim().length >= 2 && suggestions.data !== undefined;

  return (
    <div ref={box} className="relative">
      <TextField
        label={t('adminOrders.filters.customer')}
        placeholder={t('adminOrders.filters.customerPlaceholder')}
        value={text}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={showList}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={closeWhenLeft}
        onKeyDown={closeOnEscape}
        data-testid="customer-filter"
      />
      {showList ? (
        <div id={listId} className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {found.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{t('adminOrders.filters.noCustomers')}</p>
          ) : (
            <ul aria-label={t('adminOrders.filters.customerSuggestions')}>
              {found.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
                    onClick={() => choose(user.id)}
                    onBlur={closeWhenLeft}
                    onKeyDown={closeOnEscape}
                    data-testid="customer-suggestion"
                  >
                    <span className="block font-medium text-slate-900">{user.company_name}</span>
                    <span className="block truncate text-xs text-slate-500">{user.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
