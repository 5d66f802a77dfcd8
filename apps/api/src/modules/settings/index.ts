// The front door of the settings module: all that other modules may use of it (decision 105).
export { DEFAULT_COMPANY, lockSellerSettings, readCompany, readInvoiceSettings, writeCompany, writeInvoiceSettings } from './seller.repository.ts';
export { lockSetting, readSetting, writeSetting } from './settings.repository.ts';
export { getSettings } from './settings.service.ts';
