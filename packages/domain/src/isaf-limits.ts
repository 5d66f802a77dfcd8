/**
 * The longest text of each free-text element the shop fills in the i.SAF file (VMI's XSD:
 * ISAFmiddle1/middle2/longtextType): the writer refuses longer ones, and what customers enter (a
 * company code) is limited to what the file can carry. No zod here: the thread that writes the file
 * reads this file and loads nothing it does not need (decision 098).
 */
export const ISAF_MAX_LENGTH = { InvoiceNo: 70, ReferenceNo: 70, VATRegistrationNumber: 35, RegistrationNumber: 35, Name: 256 } as const;
