import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_SEARCH_URL, postalCodeRefusal, type AdminAddress } from '@shop/domain';
import { LicenceDetails } from '@/components/account/licence-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import { useCustomerAddresses, useReviewLicence } from '../api/licences.ts';
import { licenceActions } from './licence-actions.ts';
import { LicenceChanges } from './licence-changes.tsx';
import { validationKey } from '@/lib/form-errors.ts';

/** A customer's addresses with their tobacco licences: check one in the public register, then verify or reject it. */
export function CustomerLicences({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const addresses = useCustomerAddresses(userId);
  const list = addresses.data ?? [];
  return (
    <Card title={t('adminUsers.licences.heading')}>
      <p className="mb-3 text-sm text-slate-600">
        {t('adminUsers.licences.hint')}{' '}
        <a
          href={LICENCE_SEARCH_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-teal-800 underline"
          data-testid="licence-search-link"
        >
          {t('adminUsers.licences.searchLink')}
        </a>
      </p>
      <TableState
        query={addresses}
        empty={list.length === 0}
        emptyTitle={t('adminUsers.licences.none')}
        loadingLabel={t('adminUsers.licences.loading')}
      >
        <ul className="space-y-3">
          {list.map((address) => (
            <LicenceRow key={address.id} userId={userId} address={address} />
          ))}
        </ul>
      </TableState>
    </Card>
  );
}

/** A postal code stored before decision 063 that is not of its country's form: shown to the administrator, never rewritten. */
function StoredPostalCodeFlag({ address }: { address: AdminAddress }) {
  const { t } = useTranslation();
  const refusal = address.postal_code ? postalCodeRefusal(address.postal_code, address.country) : null;
  if (!refusal) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-800" data-testid="address-postal-flag">
      <span aria-hidden="true">⚠ </span>
      {t(validationKey(refusal))}
    </p>
  );
}

function LicenceRow({ userId, address }: { userId: number; address: AdminAddress }) {
  const { t } = useTranslation();
  const review = useReviewLicence();
  const [note, setNote] = useState(address.licence_note ?? '');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const offered = licenceActions(address.licence_status);
  const decide = async (status: 'verified' | 'rejected') => {
    setNotice(null);
    try {
      // The finding is about the licence as shown: changed since, it is refused and the row shows the new details.
      await review.mutateAsync({ userId, addressId: address.id, review: { status, note: note.trim() || null, version: address.licence_version } });
      setNotice({
        tone: 'success',
        text: t(status === 'verified' ? 'adminUsers.licences.verified' : 'adminUsers.licences.rejected', { licence: address.tobacco_license }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: isStaleWrite(error) ? t('adminUsers.licences.stale') : errorText(error, t('adminUsers.licences.failed')) });
    }
  };
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="admin-licence" data-address-id={address.id}>
      <p className="text-sm font-medium text-slate-900">
        {address.address_name}: {address.street_address}, {[address.postal_code, address.city].filter(Boolean).join(' ')}
      </p>
      <StoredPostalCodeFlag address={address} />
      <LicenceDetails address={address} />
      <LicenceChanges licence={address} />
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-48 flex-1"
          label={t('adminUsers.licences.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          data-testid="licence-note"
        />
        {offered.verify ? (
          <Button onClick={() => void decide('verified')} disabled={review.isPending} data-testid="licence-verify">
            {t('adminUsers.licences.verify')}
          </Button>
        ) : null}
        {offered.reject ? (
          <Button
            variant="secondary"
            className="text-red-700"
            onClick={() => void decide('rejected')}
            disabled={review.isPending}
            data-testid="licence-reject"
          >
            {t('adminUsers.licences.reject')}
          </Button>
        ) : null}
      </div>
      <Notice notice={notice} className="mt-2" />
    </li>
  );
}
