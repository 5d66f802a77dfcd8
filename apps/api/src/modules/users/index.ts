// The front door of the users module: all that other modules may use of it (decision 105).
export { checkInvoiceFields, COMPANY_CHANGE_MESSAGES, holdCompanyChanges, withdrawCompanyChanges } from './company-changes.ts';
export {
  countCustomers,
  countPendingApprovals,
  findUserRowByEmail,
  findUserRowById,
  insertUser,
  listActiveAdmins,
  lockUser,
  toUser,
  updateUserRow,
} from './users.repository.ts';
