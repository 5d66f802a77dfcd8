import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressInput } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { isAdmin, useSession } from '@/lib/session.ts';
import { errorText } from '@/lib/error-text.ts';
import { useCreateAddress } from './api/create-address.ts';
import { useDeleteAddress } from './api/delete-address.ts';
import { useAddresses } from './api/get-addresses.ts';
import { useUpdateAddress } from './api/update-address.ts';
import { AddressForm } from './components/address-form.tsx';
import { AddressItem } from './components/address-item.tsx';
import { Notice, useNotice } from '@/components/ui/notice.tsx';

/** Spec 2 (Profile): the address form has three states. */
type FormState = { mode: 'hidden' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** Spec 8: 'Address added successfully!' clears after 3 seconds (so do the other success texts). */
const SUCCESS_MESSAGE_MS = 3000;

/** The customer's shipping addresses (customers only; administrators have no address book). */
export function AddressBook({ className = '' }: { className?: string }) {
  const session = useSession();
  if (!session || isAdmin(session.user)) return null;
  return <CustomerAddressBook className={className} />;
}

function CustomerAddressBook({ className }: { className: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [form, setForm] = useState<FormState>({ mode: 'hidden' });
  const [message, setMessage] = useNotice(SUCCESS_MESSAGE_MS);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<Address | null>(null);

  const open = (next: FormState) => {
    setForm(next);
    setMessage(null);
    setServerErrors({});
  };

  const save = async (values: AddressInput) => {
    setMessage(null);
    setServerErrors({});
    const editing = form.mode === 'edit' ? form.address : null;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: values });
      else await create.mutateAsync(values);
      setForm({ mode: 'hidden' });
      setMessage({ tone: 'success', text: editing ? t('addresses.updated') : t('addresses.added') });
    } catch (error) {
      setServerErrors(serverFieldErrors(t, error));
      setMessage({ tone: 'error', text: errorText(error, editing ? t('addresses.errors.update') : t('addresses.errors.add')) });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setMessage(null);
    try {
      await remove.mutateAsync(toDelete.id);
      if (form.mode === 'edit' && form.address.id === toDelete.id) setForm({ mode: 'hidden' });
      setMessage({ tone: 'success', text: t('addresses.deleted') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t('addresses.errors.delete')) });
    } finally {
      setToDelete(null);
    }
  };

  const list = addresses.data ?? [];
  const busy = create.isPending || update.isPending;

  return (
    <section
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}
      aria-labelledby="address-book-heading"
      data-testid="address-book"
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="address-book-heading" className="text-lg font-semibold text-slate-900">
            {t('addresses.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('addresses.subtitle')}</p>
        </div>
        {form.mode === 'hidden' ? (
          <Button onClick={() => open({ mode: 'add' })} data-testid="address-add">
            {t('addresses.addButton')}
          </Button>
        ) : null}
      </header>

      <div className="space-y-4">
        <Notice notice={message} testId={message?.tone === 'success' ? 'address-success' : 'address-error'} />

        {form.mode !== 'hidden' ? (
          <AddressForm
            key={form.mode === 'edit' ? `edit-${form.address.id}` : 'add'}
            address={form.mode === 'edit' ? form.address : null}
            isFirst={list.length === 0}
            busy={busy}
            serverErrors={serverErrors}
            onSubmit={(values) => void save(values)}
            onCancel={() => open({ mode: 'hidden' })}
          />
        ) : null}

        {addresses.isPending ? (
          <Spinner label={t('addresses.loading')} />
        ) : addresses.isError ? (
          <Alert tone="error">
            {errorText(addresses.error, t('addresses.errors.fetch'))}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void addresses.refetch()}>
              {t('addresses.retry')}
            </button>
          </Alert>
        ) : list.length === 0 ? (
          form.mode === 'hidden' ? (
            <div
              className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600"
              data-testid="addresses-empty"
            >
              <p className="font-medium text-slate-800">{t('addresses.empty.title')}</p>
              <p className="mt-1">{t('addresses.empty.body')}</p>
            </div>
          ) : null
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                disabled={busy || remove.isPending}
                onEdit={() => open({ mode: 'edit', address })}
                onDelete={() => setToDelete(address)}
              />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => {
          if (!next) setToDelete(null);
        }}
        title={t('addresses.deleteConfirm.title')}
        description={t('addresses.deleteConfirm.description', { name: toDelete?.address_name ?? '' })}
        confirmLabel={t('addresses.deleteConfirm.confirm')}
        cancelLabel={t('addresses.deleteConfirm.cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
